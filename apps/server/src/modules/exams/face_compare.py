#!/usr/bin/python3
"""
Face detection and comparison for the exam face check (issue 6). Run by face-engine.ts with
Debian's /usr/bin/python3 (python3-opencv, with the contrib cv2.face module) and the Haar cascades
of opencv-data. Offline: no download, no network, no model weights beyond the cascade file.

  face_compare.py detect IMAGE            -> {"faces": n, "detections": m, "box": [x, y, w, h] | null}
  face_compare.py compare REFERENCE PROBE -> {"faces": n, "referenceFaces": m, "distance": d | null, ...}
  face_compare.py serve                   -> one JSON line in ({"op": "detect" | "compare", "args": [...]}),
                                             one JSON line out (the above, or {"error": ..., "code": n}),
                                             until stdin closes. Importing OpenCV is most of a one-off
                                             run's time, so the server keeps a few of these running.

Method (docs/face-check.md): Haar frontal-face detection, the largest face cropped, grey,
resized, histogram-equalised; an LBPH recogniser trained on the reference face plus small
augmentations (shifts, scale, brightness, slight rotation) gives the chi-square distance of the
probe's face to the nearest of them. Small means alike. The threshold lives in face-engine.ts.
"""
import json
import os
import sys

import cv2
import numpy as np

CASCADE_DIRS = [
    os.environ.get("FACE_CASCADE_DIR", ""),
    "/usr/share/opencv4/haarcascades",
    "/usr/share/opencv/haarcascades",
]
CASCADE_NAME = "haarcascade_frontalface_alt2.xml"
# Every face is compared at this size.
SIZE = 112
# Big photos are scaled down first: detection time grows with the pixels, accuracy does not.
MAX_SIDE = 800
# A second face counts only when it is at least this share of the largest one's width: a small
# face on a poster behind the student does not make the photo "several faces".
PROMINENT_SHARE = 0.5


class Failure(Exception):
    def __init__(self, message, code):
        super().__init__(message)
        self.message = message
        self.code = code


def fail(message, code=2):
    raise Failure(message, code)


def load_cascade():
    for folder in CASCADE_DIRS:
        path = os.path.join(folder, CASCADE_NAME) if folder else ""
        if path and os.path.exists(path):
            cascade = cv2.CascadeClassifier(path)
            if not cascade.empty():
                return cascade
    fail("no Haar cascade: install opencv-data (" + CASCADE_NAME + ")", 3)


def load_grey(path):
    image = cv2.imread(path, cv2.IMREAD_GRAYSCALE)
    if image is None:
        fail("cannot read image: " + path, 4)
    h, w = image.shape
    scale = MAX_SIDE / max(h, w)
    if scale < 1:
        image = cv2.resize(image, (int(w * scale), int(h * scale)), interpolation=cv2.INTER_AREA)
    return image


def detect(cascade, grey):
    """All faces found (largest first) and how many are prominent."""
    h, w = grey.shape
    side = max(40, int(min(h, w) * 0.12))
    found = cascade.detectMultiScale(
        cv2.equalizeHist(grey), scaleFactor=1.08, minNeighbors=5, minSize=(side, side)
    )
    boxes = sorted((tuple(int(v) for v in b) for b in found), key=lambda b: b[2] * b[3], reverse=True)
    if not boxes:
        return [], 0
    largest = boxes[0][2]
    prominent = sum(1 for b in boxes if b[2] >= largest * PROMINENT_SHARE)
    return boxes, prominent


def crop(grey, box, dx=0.0, dy=0.0, scale=1.0, angle=0.0):
    """The face box (moved by dx, dy of its size, scaled, rotated) as a SIZE x SIZE equalised crop."""
    x, y, w, h = box
    cx = x + w / 2 + dx * w
    cy = y + h / 2 + dy * h
    side = w * scale
    matrix = cv2.getRotationMatrix2D((cx, cy), angle, SIZE / side)
    matrix[0, 2] += SIZE / 2 - cx
    matrix[1, 2] += SIZE / 2 - cy
    face = cv2.warpAffine(grey, matrix, (SIZE, SIZE), flags=cv2.INTER_AREA, borderMode=cv2.BORDER_REPLICATE)
    return cv2.equalizeHist(face)


def augmentations(grey, box):
    """The reference face as a camera might frame it on the day: moved, closer, farther, tilted, lit, soft."""
    faces = [crop(grey, box)]
    for dx, dy in [(-0.06, 0), (0.06, 0), (0, -0.06), (0, 0.06)]:
        faces.append(crop(grey, box, dx=dx, dy=dy))
    for scale in (0.92, 1.08):
        faces.append(crop(grey, box, scale=scale))
    for angle in (-6, 6):
        faces.append(crop(grey, box, angle=angle))
    for alpha, beta in [(0.75, -20), (1.25, 20)]:
        lit = cv2.convertScaleAbs(grey, alpha=alpha, beta=beta)
        faces.append(crop(lit, box))
    # A softer camera than the reference's (a sharp photo against a 320x240 webcam frame).
    for sigma in (1.0, 2.0):
        faces.append(cv2.GaussianBlur(crop(grey, box), (0, 0), sigma))
    return faces


def compare_faces(ref_grey, ref_box, probe_grey, probe_box):
    recogniser = cv2.face.LBPHFaceRecognizer_create(radius=1, neighbors=8, grid_x=8, grid_y=8)
    samples = augmentations(ref_grey, ref_box)
    recogniser.train(samples, np.zeros(len(samples), dtype=np.int32))
    _, distance = recogniser.predict(crop(probe_grey, probe_box))
    return float(distance)


def check_opencv():
    if not hasattr(cv2, "face"):
        fail("cv2.face is missing: install python3-opencv (Debian's, with the contrib modules)", 3)


def run_detect(cascade, image):
    grey = load_grey(image)
    boxes, prominent = detect(cascade, grey)
    return {"faces": prominent, "detections": len(boxes), "box": list(boxes[0]) if boxes else None}


def run_compare(cascade, reference, probe):
    ref_grey = load_grey(reference)
    probe_grey = load_grey(probe)
    ref_boxes, ref_prominent = detect(cascade, ref_grey)
    probe_boxes, probe_prominent = detect(cascade, probe_grey)
    distance = None
    if ref_boxes and probe_boxes:
        distance = round(compare_faces(ref_grey, ref_boxes[0], probe_grey, probe_boxes[0]), 3)
    return {
        "faces": probe_prominent,
        "referenceFaces": ref_prominent,
        "distance": distance,
        "box": list(probe_boxes[0]) if probe_boxes else None,
    }


def run(cascade, op, args):
    if op == "detect" and len(args) == 1:
        return run_detect(cascade, args[0])
    if op == "compare" and len(args) == 2:
        return run_compare(cascade, args[0], args[1])
    fail("usage: face_compare.py detect IMAGE | compare REFERENCE PROBE | serve", 1)


def serve(cascade):
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            reply = run(cascade, request.get("op"), request.get("args") or [])
        except Failure as failure:
            reply = {"error": failure.message, "code": failure.code}
        except Exception as error:  # one bad request never ends the worker
            reply = {"error": repr(error), "code": 5}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


def main(argv):
    try:
        check_opencv()
        cascade = load_cascade()
        if len(argv) == 2 and argv[1] == "serve":
            serve(cascade)
            return
        print(json.dumps(run(cascade, argv[1] if len(argv) > 1 else None, argv[2:])))
    except Failure as failure:
        sys.stderr.write(failure.message + "\n")
        sys.exit(failure.code)


if __name__ == "__main__":
    main(sys.argv)
