/**
 * Draws the platform's VR scenes (packages/content/src/vr-scenes.ts) into the equirectangular
 * pictures under packages/content/assets/vr: each scene's six cube faces are painted on a canvas
 * in Debian's Chromium (the one the e2e tests drive; its fonts draw the labels), then every pixel
 * of the 2048 x 1024 panorama is looked up on the face its direction meets (bilinear), and the
 * result is saved as a JPEG. Nothing is downloaded; the same inputs give the same pictures.
 * Run: npx tsx scripts/make-vr-scenes.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CUBE_FACE_AXES, FACE_SIZE, VR_SCENES, type VrSceneSeed } from '@lingua/content';
import { chromium } from '@playwright/test';

const out = path.resolve('packages/content/assets/vr');
const WIDTH = 2048;
const QUALITY = 0.8;

type Axes = typeof CUBE_FACE_AXES;

/** Runs in the page: paints the faces, projects them, answers a JPEG data URL. */
function render(args: { scene: VrSceneSeed; axes: Axes; face: number; width: number; quality: number }): string {
  const { scene, axes, face: size, width, quality } = args;
  const names = ['front', 'right', 'back', 'left', 'up', 'down'] as const;
  const pixels: Record<string, Uint8ClampedArray> = {};
  for (const name of names) {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no 2d context');
    const base = name === 'up' ? scene.colours.ceiling : name === 'down' ? scene.colours.floor : scene.colours.wall;
    g.fillStyle = base;
    g.fillRect(0, 0, size, size);
    if (name === 'up') {
      // Ceiling lights.
      g.fillStyle = '#ffffff';
      for (const [x, y] of [
        [312, 312],
        [712, 312],
        [312, 712],
        [712, 712],
      ])
        g.fillRect((x ?? 0) - 60, (y ?? 0) - 20, 120, 40);
    }
    if (name !== 'up' && name !== 'down') {
      // Skirting at the floor and a cornice at the ceiling, so the room reads as a room.
      g.fillStyle = 'rgba(0,0,0,0.18)';
      g.fillRect(0, size - 40, size, 40);
      g.fillRect(0, 0, size, 24);
    }
    for (const shape of scene.faces[name] ?? []) {
      if (shape.kind === 'rect') {
        g.fillStyle = shape.fill;
        g.fillRect(shape.x, shape.y, shape.w, shape.h);
        if (shape.stroke) {
          g.strokeStyle = shape.stroke;
          g.lineWidth = 4;
          g.strokeRect(shape.x, shape.y, shape.w, shape.h);
        }
      } else {
        g.fillStyle = shape.color;
        g.font = `${shape.bold ? 'bold ' : ''}${shape.size}px "DejaVu Sans", "Noto Sans CJK SC", sans-serif`;
        g.textBaseline = 'middle';
        // Lines of a list start at x; labels are centred on it.
        g.textAlign = shape.bold ? 'center' : 'left';
        g.fillText(shape.text, shape.x, shape.y);
      }
    }
    pixels[name] = g.getImageData(0, 0, size, size).data;
  }

  const height = width / 2;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('no 2d context');
  const image = g.createImageData(width, height);
  const dot = (a: number[], b: number[]) =>
    (a[0] ?? 0) * (b[0] ?? 0) + (a[1] ?? 0) * (b[1] ?? 0) + (a[2] ?? 0) * (b[2] ?? 0);
  for (let j = 0; j < height; j++) {
    const pitch = Math.PI / 2 - ((j + 0.5) / height) * Math.PI;
    for (let i = 0; i < width; i++) {
      const yaw = ((i + 0.5) / width) * 2 * Math.PI - Math.PI;
      const d = [Math.cos(pitch) * Math.sin(yaw), Math.sin(pitch), Math.cos(pitch) * Math.cos(yaw)];
      // The face the direction meets: the one whose forward axis it is nearest.
      let best: (typeof names)[number] = 'front';
      let along = -Infinity;
      for (const name of names) {
        const a = dot(d, axes[name].f);
        if (a > along) {
          along = a;
          best = name;
        }
      }
      const ax = axes[best];
      const u = dot(d, ax.r) / along;
      const v = dot(d, ax.u) / along;
      const fx = Math.min(size - 1.001, Math.max(0, ((u + 1) / 2) * size - 0.5));
      const fy = Math.min(size - 1.001, Math.max(0, ((1 - v) / 2) * size - 0.5));
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      const tx = fx - x0;
      const ty = fy - y0;
      const src = pixels[best] as Uint8ClampedArray;
      const o = (j * width + i) * 4;
      for (let c = 0; c < 3; c++) {
        const p = (x: number, y: number) => src[(y * size + x) * 4 + c] ?? 0;
        const top = p(x0, y0) * (1 - tx) + p(x0 + 1, y0) * tx;
        const bottom = p(x0, y0 + 1) * (1 - tx) + p(x0 + 1, y0 + 1) * tx;
        image.data[o + c] = top * (1 - ty) + bottom * ty;
      }
      image.data[o + 3] = 255;
    }
  }
  g.putImageData(image, 0, 0);
  return canvas.toDataURL('image/jpeg', quality);
}

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    // tsx names functions with a helper the page lacks.
    await page.evaluate('window.__name = (f) => f');
    for (const scene of VR_SCENES) {
      const url = await page.evaluate(render, {
        scene,
        axes: CUBE_FACE_AXES,
        face: FACE_SIZE,
        width: WIDTH,
        quality: QUALITY,
      });
      const bytes = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
      writeFileSync(path.join(out, scene.file), bytes);
      console.log(`${scene.file}: ${Math.round(bytes.length / 1024)} KB`);
    }
  } finally {
    await browser.close();
  }
}

await main();
