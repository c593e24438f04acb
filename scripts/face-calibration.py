#!/usr/bin/python3
"""
Calibrates the exam face check's threshold (docs/face-check.md) on the public-domain face photos
that Debian packages ship, read where the packages install them (nothing is committed or fetched):
  python3-skimage        skimage/data/astronaut.png (Eileen Collins, NASA) and lfw_subset.npy
  python-matplotlib-data sample_data/grace_hopper.jpg (Grace Hopper, U.S. Navy)
Genuine pairs: the reference photo against camera-like variants of the same photo (light, shift,
scale, crop, rotation, blur, noise, JPEG quality, a 320x240 webcam frame). Impostor pairs: the same
variants of the other person. Prints every distance and a summary; `--threshold T` also prints how
many pairs each side of T falls.

  /usr/bin/python3 scripts/face-calibration.py [--threshold 60]
"""
import os
import sys

import cv2
import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "apps", "server", "src", "modules", "exams"))
import face_compare as fc  # noqa: E402

ASTRONAUT = "/usr/lib/python3/dist-packages/skimage/data/astronaut.png"
LFW = "/usr/lib/python3/dist-packages/skimage/data/lfw_subset.npy"
HOPPER = "/usr/share/matplotlib/mpl-data/sample_data/grace_hopper.jpg"


def gamma(img, g):
    table = np.array([((i / 255.0) ** g) * 255 for i in range(256)]).astype("uint8")
    return cv2.LUT(img, table)


def jpeg(img, quality):
    ok, data = cv2.imencode(".jpg", img, [cv2.IMWRITE_JPEG_QUALITY, quality])
    return cv2.imdecode(data, cv2.IMREAD_GRAYSCALE)


def shift(img, dx, dy):
    h, w = img.shape
    m = np.float32([[1, 0, dx], [0, 1, dy]])
    return cv2.warpAffine(img, m, (w, h), borderMode=cv2.BORDER_REPLICATE)


def rotate(img, angle):
    h, w = img.shape
    m = cv2.getRotationMatrix2D((w / 2, h / 2), angle, 1.0)
    return cv2.warpAffine(img, m, (w, h), borderMode=cv2.BORDER_REPLICATE)


def scale(img, s):
    h, w = img.shape
    return cv2.resize(img, (int(w * s), int(h * s)), interpolation=cv2.INTER_AREA)


def crop_frac(img, x0, y0, x1, y1):
    h, w = img.shape
    return img[int(h * y0) : int(h * y1), int(w * x0) : int(w * x1)]


def side_light(img, low, high):
    h, w = img.shape
    ramp = np.tile(np.linspace(low, high, w, dtype=np.float32), (h, 1))
    return np.clip(img.astype(np.float32) * ramp, 0, 255).astype("uint8")


def noise(img, sigma):
    rng = np.random.default_rng(7)
    return np.clip(img.astype(np.float32) + rng.normal(0, sigma, img.shape), 0, 255).astype("uint8")


def webcam(img, brightness=0):
    """A 320x240 frame (the page's capture size) as a JPEG of quality 85, the page's encoding."""
    h, w = img.shape
    s = 240 / h
    frame = cv2.resize(img, (int(w * s), 240), interpolation=cv2.INTER_AREA)
    pad = max(0, 320 - frame.shape[1])
    frame = cv2.copyMakeBorder(frame, 0, 0, pad // 2, pad - pad // 2, cv2.BORDER_REPLICATE)
    return jpeg(cv2.convertScaleAbs(frame, alpha=1.0, beta=brightness), 85)


VARIANTS = [
    ("identity", lambda i: i),
    ("brighter +40", lambda i: cv2.convertScaleAbs(i, alpha=1.0, beta=40)),
    ("darker -40", lambda i: cv2.convertScaleAbs(i, alpha=1.0, beta=-40)),
    ("contrast x0.6", lambda i: cv2.convertScaleAbs(i, alpha=0.6, beta=30)),
    ("contrast x1.4", lambda i: cv2.convertScaleAbs(i, alpha=1.4, beta=-30)),
    ("gamma 0.6", lambda i: gamma(i, 0.6)),
    ("gamma 1.6", lambda i: gamma(i, 1.6)),
    ("side light 0.5-1.1", lambda i: side_light(i, 0.5, 1.1)),
    ("side light 1.1-0.5", lambda i: side_light(i, 1.1, 0.5)),
    ("shift 30,0", lambda i: shift(i, 30, 0)),
    ("shift -20,25", lambda i: shift(i, -20, 25)),
    ("scale 0.5", lambda i: scale(i, 0.5)),
    ("scale 0.75", lambda i: scale(i, 0.75)),
    ("scale 1.3", lambda i: scale(i, 1.3)),
    ("crop tight", lambda i: crop_frac(i, 0.15, 0.0, 0.85, 0.7)),
    ("crop off-centre", lambda i: crop_frac(i, 0.0, 0.05, 0.8, 0.85)),
    ("rotate 5", lambda i: rotate(i, 5)),
    ("rotate -10", lambda i: rotate(i, -10)),
    ("blur 1.5", lambda i: cv2.GaussianBlur(i, (0, 0), 1.5)),
    ("noise 8", lambda i: noise(i, 8)),
    ("jpeg 30", lambda i: jpeg(i, 30)),
    ("jpeg 60", lambda i: jpeg(i, 60)),
    ("webcam 320x240 q85", lambda i: webcam(i)),
    ("webcam dim", lambda i: webcam(i, -35)),
    ("webcam bright", lambda i: webcam(i, 35)),
    ("mirrored", lambda i: cv2.flip(i, 1)),
]


def distance(cascade, ref, probe):
    ref_boxes, _ = fc.detect(cascade, ref)
    probe_boxes, _ = fc.detect(cascade, probe)
    if not ref_boxes or not probe_boxes:
        return None
    return fc.compare_faces(ref, ref_boxes[0], probe, probe_boxes[0])


def lfw_pairs():
    """LFW subset (25x25 crops of 100 different people): self-variants vs other people, no detection."""
    faces = np.load(LFW)[:100]
    crops = [cv2.resize((f * 255).astype("uint8"), (fc.SIZE, fc.SIZE), interpolation=cv2.INTER_CUBIC) for f in faces]
    box = (0, 0, fc.SIZE, fc.SIZE)
    genuine, impostor = [], []
    for i in range(0, 100, 5):
        variant = jpeg(cv2.convertScaleAbs(shift(crops[i], 3, 2), alpha=1.1, beta=10), 60)
        genuine.append(fc.compare_faces(crops[i], box, variant, box))
        for j in range(100):
            if j != i:
                impostor.append(fc.compare_faces(crops[i], box, crops[j], box))
    return genuine, impostor


def summary(name, values):
    v = np.array([x for x in values if x is not None])
    if len(v) == 0:
        return f"{name}: none"
    p = np.percentile(v, [5, 50, 95])
    return f"{name}: n={len(v)} min={v.min():.1f} p5={p[0]:.1f} median={p[1]:.1f} p95={p[2]:.1f} max={v.max():.1f}"


def main():
    threshold = float(sys.argv[sys.argv.index("--threshold") + 1]) if "--threshold" in sys.argv else None
    for path in (ASTRONAUT, HOPPER, LFW):
        if not os.path.exists(path):
            sys.exit(f"missing {path}: apt-get install python3-skimage python-matplotlib-data")
    cascade = fc.load_cascade()
    people = {"astronaut": fc.load_grey(ASTRONAUT), "hopper": fc.load_grey(HOPPER)}
    pairs = [("astronaut", "astronaut"), ("hopper", "hopper"), ("astronaut", "hopper"), ("hopper", "astronaut")]
    # Scenario "photo": the reference is the photo itself. Scenario "webcam": reference and probe
    # are both 320x240 JPEG frames, as the personal centre and the face check page capture them.
    sets = {s: {"genuine": [], "impostor": []} for s in ("photo", "webcam")}
    missed = []
    head = "ref=photo: gen A  gen H  imp A<-H  imp H<-A | ref=webcam: gen A  gen H  imp A<-H  imp H<-A"
    print(f"{'probe variant':20} {head}")
    for name, make in VARIANTS:
        cells = []
        for scenario in ("photo", "webcam"):
            for ref_name, probe_name in pairs:
                ref, probe = people[ref_name], make(people[probe_name])
                if scenario == "webcam":
                    ref, probe = webcam(ref), webcam(probe)
                d = distance(cascade, ref, probe)
                cells.append("no face" if d is None else f"{d:.1f}")
                if d is None:
                    missed.append(f"{scenario}/{name}/{probe_name}")
                elif ref_name != probe_name:
                    sets[scenario]["impostor"].append(d)
                elif name != "mirrored":
                    sets[scenario]["genuine"].append(d)
        print(f"{name:20} " + " ".join(f"{c:>7}" for c in cells[:4]) + "  |  " + " ".join(f"{c:>7}" for c in cells[4:]))
    print()
    for scenario, values in sets.items():
        print(summary(f"{scenario}: genuine (same photo, variants; mirrored left out)", values["genuine"]))
        print(summary(f"{scenario}: impostor (the other person, same variants)", values["impostor"]))
    print("no face found in:", ", ".join(missed) or "none")
    lg, li = lfw_pairs()
    print(summary("LFW 25px genuine (self variant)", lg))
    print(summary("LFW 25px impostor (99 others each)", li))
    if threshold is not None:

        def accepted(values):
            return f"{sum(1 for d in values if d <= threshold)}/{len(values)}"

        print(f"threshold {threshold}: accepted")
        for scenario, values in sets.items():
            print(f"  {scenario}: genuine {accepted(values['genuine'])}, impostors {accepted(values['impostor'])}")
        print(f"  LFW 25px: genuine {accepted(lg)}, impostors {accepted(li)}")


if __name__ == "__main__":
    main()
