#!/usr/bin/env node
// Renders the home page's banner clip and its poster, once, by hand: `node mfe-catalog/scripts/make-home-banner.mjs`
// (needs ffmpeg with libvpx-vp9, libx264 and libwebp; `apt-get install -y ffmpeg`). The outputs are
// committed: nothing at build, test or run time needs ffmpeg or this script.
//
// The picture: a band of 18KT gold swaying slowly on a warm, dark ground, lit like a studio shot, with a
// few sparkles and specks of light drifting up. Everything that moves is periodic in LOOP_SECONDS, so
// the last frame leads into the first without a seam. The ring sits right of centre and the left of the
// frame stays dark and calm: on wide screens the page's heading is set there in white. The first frame is
// the poster, so the poster and the video's start are the same picture.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const W = 1280;
const H = 720;
const FPS = 24;
const LOOP_SECONDS = 8;
const FRAMES = FPS * LOOP_SECONDS;
/** The ring is drawn at twice the resolution and averaged down, for smooth edges. */
const SS = 2;
const here = path.dirname(fileURLToPath(import.meta.url));

// ---- the scene, in frame pixels -------------------------------------------------------------------
const RING = { cx: 0.68 * W, cy: 0.5 * H, radius: 0.27 * H, tube: 0.017 * H };
/** The band is tubes packed side by side along the ring's axis: a flat band with rounded, comfort-fit edges. */
const BAND_OFFSETS = Array.from({ length: 13 }, (_, n) => -0.9 + 0.15 * n);
/** The turning axis leans towards the viewer, so the band is seen a little from above. */
const AXIS_LEAN = 0.32;
/** It sways about its vertical axis (radians) and never turns edge-on, where it would read as a bar. */
const SWAY = { centre: 0.3, reach: 0.8 };
const GOLD = [1.0, 0.77, 0.42];
const hex = (value) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
const GROUND_INNER = hex('#3b2e22');
const GROUND_OUTER = hex('#0e0c0a');

const smoothstep = (a, b, x) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};
const mix = (a, b, t) => a + (b - a) * t;
const fract = (x) => x - Math.floor(x);
/** A small deterministic random sequence, so every run renders the same clip. */
function random(seed) {
  let state = seed;
  return () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

// ---- the ground: a warm glow behind the ring, falling off to near black --------------------------------
const ground = new Float32Array(W * H * 3);
for (let y = 0; y < H; y += 1) {
  for (let x = 0; x < W; x += 1) {
    const dx = (x - RING.cx) / (0.75 * H);
    const dy = (y - RING.cy) / (0.75 * H);
    const glow = Math.exp(-(dx * dx + dy * dy) * 1.6);
    const i = (y * W + x) * 3;
    for (let c = 0; c < 3; c += 1) ground[i + c] = mix(GROUND_OUTER[c], GROUND_INNER[c], glow);
  }
}

// ---- the ring: tubes of spheres along its circle, depth-tested, shaded as polished gold ----------------
const SW = W * SS;
const SH = H * SS;
const depth = new Float32Array(SW * SH);
const normals = new Float32Array(SW * SH * 3);
const ringRgb = new Float32Array(SW * SH * 3);
/** Spheres per tube: about one per supersampled pixel of the circumference, so no ripple shows. */
const SPHERES = 2400;

/** A studio seen in the metal: a large soft box up left, a strip light right, a warm floor, dark elsewhere. */
function studio(rx, ry, rz) {
  const key = smoothstep(0.66, 0.97, -0.45 * rx + 0.62 * ry + 0.64 * rz);
  const strip = smoothstep(0.45, 0.9, rx) * smoothstep(0.6, 0.05, Math.abs(ry));
  const top = 0.35 * smoothstep(0.35, 0.95, ry);
  const floor = 0.22 * smoothstep(-0.15, -0.85, ry);
  return 0.035 + 2.6 * key + 1.15 * strip + top + floor;
}

function renderRing(t) {
  depth.fill(-Infinity);
  const spin = SWAY.centre + SWAY.reach * Math.sin(2 * Math.PI * (t / LOOP_SECONDS));
  const [cs, ss] = [Math.cos(spin), Math.sin(spin)];
  const [cl, sl] = [Math.cos(AXIS_LEAN), Math.sin(AXIS_LEAN)];
  const r = RING.tube * SS;
  /** A point of the ring's frame turned and leant as the ring is at time t, in supersampled pixels (y up). */
  const place = (x0, y0, z0) => {
    let [x, y, z] = [x0, y0, z0];
    [x, z] = [x * cs + z * ss, -x * ss + z * cs];
    [y, z] = [y * cl - z * sl, y * sl + z * cl];
    return [x * SS, y * SS, z * SS];
  };
  const axis = place(0, 0, 1).map((value) => value / SS);
  for (let k = 0; k < SPHERES * BAND_OFFSETS.length; k += 1) {
    const a = (2 * Math.PI * k) / SPHERES;
    // The ring in its own plane, turned about the vertical axis, then the axis leant towards the viewer.
    const [x, y, z] = place(RING.radius * Math.cos(a), RING.radius * Math.sin(a), BAND_OFFSETS[Math.floor(k / SPHERES)] * RING.tube);
    // The middle of the band at this angle: the band's surface is round about the segment across it.
    const [cx, cy, cz] = place(RING.radius * Math.cos(a), RING.radius * Math.sin(a), 0);
    const tangent = place(-Math.sin(a), Math.cos(a), 0).map((value) => value / SS);
    const px = RING.cx * SS + x;
    const py = RING.cy * SS - y;
    const pz = z;
    for (let sy = Math.max(0, Math.floor(py - r)); sy <= Math.min(SH - 1, Math.ceil(py + r)); sy += 1) {
      for (let sx = Math.max(0, Math.floor(px - r)); sx <= Math.min(SW - 1, Math.ceil(px + r)); sx += 1) {
        const dx = sx + 0.5 - px;
        const dy = py - (sy + 0.5);
        const d2 = r * r - dx * dx - dy * dy;
        if (d2 <= 0) continue;
        const dz = Math.sqrt(d2);
        const i = sy * SW + sx;
        if (pz + dz <= depth[i]) continue;
        depth[i] = pz + dz;
        // The normal of the band, not of this sphere: from the nearest point of the segment across the band
        // to the surface point, so the tubes the band is made of leave no seams in its shine.
        // Only its part across the band counts: along the ring, the neighbouring sphere would give another.
        let [qx, qy, qz] = [x + dx - cx, y + dy - cy, z + dz - cz];
        const around = qx * tangent[0] + qy * tangent[1] + qz * tangent[2];
        [qx, qy, qz] = [qx - around * tangent[0], qy - around * tangent[1], qz - around * tangent[2]];
        const along = Math.max(-0.9 * r, Math.min(0.9 * r, qx * axis[0] + qy * axis[1] + qz * axis[2]));
        const [nx, ny, nz] = [qx - along * axis[0], qy - along * axis[1], qz - along * axis[2]];
        const length = Math.hypot(nx, ny, nz) || 1;
        normals[i * 3] = nx / length;
        normals[i * 3 + 1] = ny / length;
        normals[i * 3 + 2] = nz / length;
      }
    }
  }
  for (let i = 0; i < SW * SH; i += 1) {
    if (depth[i] === -Infinity) continue;
    const [nx, ny, nz] = [normals[i * 3], normals[i * 3 + 1], normals[i * 3 + 2]];
    // The view looks along -z: the reflected ray is 2(n·v)n - v with v = (0, 0, 1).
    const [rx, ry, rz] = [2 * nz * nx, 2 * nz * ny, 2 * nz * nz - 1];
    const light = studio(rx, ry, rz);
    const fresnel = Math.pow(1 - Math.max(0, nz), 5);
    for (let c = 0; c < 3; c += 1) {
      const reflectance = GOLD[c] + (1 - GOLD[c]) * fresnel;
      ringRgb[i * 3 + c] = 1 - Math.exp(-1.25 * light * reflectance);
    }
  }
}

// ---- what twinkles and drifts -------------------------------------------------------------------------
const rand = random(7);
/** Sparkles near the band: each flashes once or twice per loop. */
const SPARKLES = [
  [0.58, 0.27],
  [0.79, 0.33],
  [0.6, 0.71],
  [0.76, 0.74],
  [0.86, 0.52],
  [0.5, 0.5],
].map(([x, y], n) => ({ x: x * W, y: y * H, size: 0.6 + 0.6 * rand(), phase: rand(), flashes: 1 + (n % 2) }));
/** Specks of light rising slowly; each fades in and out once per loop, so where it wraps cannot be seen. */
const SPECKS = Array.from({ length: 16 }, () => ({
  x: (0.38 + 0.6 * rand()) * W,
  y: (0.15 + 0.8 * rand()) * H,
  rise: (0.08 + 0.1 * rand()) * H,
  radius: 1.2 + 2.2 * rand(),
  phase: rand(),
  strength: 0.25 + 0.35 * rand(),
}));

function addLight(rgb, x, y, amount, tint = [1, 0.93, 0.8]) {
  if (x < 0 || y < 0 || x >= W || y >= H) return;
  const i = (y * W + x) * 3;
  for (let c = 0; c < 3; c += 1) rgb[i + c] += amount * tint[c];
}

function drawSparkle(rgb, sparkle, t) {
  const wave = Math.sin(2 * Math.PI * (sparkle.flashes * (t / LOOP_SECONDS) + sparkle.phase));
  const strength = Math.pow(Math.max(0, wave), 8) * 0.9;
  if (strength < 0.01) return;
  const arm = 26 * sparkle.size;
  for (let y = Math.floor(sparkle.y - arm); y <= sparkle.y + arm; y += 1) {
    for (let x = Math.floor(sparkle.x - arm); x <= sparkle.x + arm; x += 1) {
      const dx = x - sparkle.x;
      const dy = y - sparkle.y;
      const rays = Math.exp(-(dx * dx) / (arm * arm * 0.1) - (dy * dy) / 1.4) + Math.exp(-(dy * dy) / (arm * arm * 0.1) - (dx * dx) / 1.4);
      const core = Math.exp(-(dx * dx + dy * dy) / (10 * sparkle.size));
      addLight(rgb, x, y, strength * (0.8 * rays + core));
    }
  }
}

function drawSpeck(rgb, speck, t) {
  const age = fract(t / LOOP_SECONDS + speck.phase);
  const alpha = Math.pow(Math.sin(Math.PI * age), 2) * speck.strength;
  const cy = speck.y - speck.rise * age;
  const reach = Math.ceil(speck.radius * 3);
  for (let y = Math.floor(cy - reach); y <= cy + reach; y += 1) {
    for (let x = Math.floor(speck.x - reach); x <= speck.x + reach; x += 1) {
      const d2 = (x - speck.x) ** 2 + (y - cy) ** 2;
      addLight(rgb, x, y, alpha * Math.exp(-d2 / (speck.radius * speck.radius)), [1, 0.85, 0.6]);
    }
  }
}

// ---- one frame ------------------------------------------------------------------------------------------
const frame = new Float32Array(W * H * 3);
const bytes = Buffer.alloc(W * H * 3);

function renderFrame(t) {
  frame.set(ground);
  // A soft sheen crosses the ground once per loop, entering and leaving outside the frame.
  const sweep = -0.5 + 2.5 * (t / LOOP_SECONDS);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const u = x / W + 0.45 * (y / H);
      const sheen = 0.05 * Math.exp(-((u - sweep) ** 2) / 0.03);
      if (sheen > 0.001) addLight(frame, x, y, sheen, [1, 0.8, 0.5]);
    }
  }
  for (const speck of SPECKS) drawSpeck(frame, speck, t);

  renderRing(t);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      let cover = 0;
      const sum = [0, 0, 0];
      for (let oy = 0; oy < SS; oy += 1) {
        for (let ox = 0; ox < SS; ox += 1) {
          const i = (y * SS + oy) * SW + (x * SS + ox);
          if (depth[i] === -Infinity) continue;
          cover += 1;
          for (let c = 0; c < 3; c += 1) sum[c] += ringRgb[i * 3 + c];
        }
      }
      if (cover === 0) continue;
      const i = (y * W + x) * 3;
      const alpha = cover / (SS * SS);
      for (let c = 0; c < 3; c += 1) frame[i + c] = frame[i + c] * (1 - alpha) + sum[c] / (SS * SS);
    }
  }
  for (const sparkle of SPARKLES) drawSparkle(frame, sparkle, t);

  // The values above are display values (the ground's colours are its hex codes), so no gamma step.
  for (let i = 0; i < frame.length; i += 1) bytes[i] = Math.round(255 * Math.min(1, Math.max(0, frame[i])));
  return bytes;
}

// ---- encode -------------------------------------------------------------------------------------------
function ffmpeg(args, input) {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: [input ? 'pipe' : 'ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${args.join(' ')} exited with ${code}`))));
    if (input) input(child.stdin);
  });
}

// PREVIEW=1: four stills in /tmp instead of the clip, to judge the picture quickly.
if (process.env.PREVIEW) {
  for (const second of [0, 2, 4, 6]) {
    await ffmpeg([...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-i', '-'], '-frames:v', '1', `/tmp/home-banner-${second}s.png`], (stdin) =>
      stdin.end(Buffer.from(renderFrame(second))),
    );
  }
  process.exit(0);
}

const work = mkdtempSync(path.join(tmpdir(), 'home-banner-'));
const master = path.join(work, 'master.mkv');
const raw = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-r', String(FPS), '-i', '-'];
try {
  await ffmpeg([...raw, '-c:v', 'ffv1', master], async (stdin) => {
    for (let n = 0; n < FRAMES; n += 1) {
      if (!stdin.write(renderFrame(n / FPS))) await new Promise((resolve) => stdin.once('drain', resolve));
      if (n % FPS === 0) process.stdout.write(`frame ${n}/${FRAMES}\n`);
    }
    stdin.end();
  });
  const out = (name) => path.join(here, '..', 'src', 'assets', name);
  // No audio track at all: the clip is decoration, and a silent track would still be downloaded.
  await ffmpeg([
    '-i',
    master,
    '-an',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '33',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(FRAMES),
    out('home-banner.webm'),
  ]);
  await ffmpeg([
    '-i',
    master,
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '25',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-g',
    String(FRAMES),
    out('home-banner.mp4'),
  ]);
  // The poster is inlined into the page (see BannerVideo): 960×540 keeps it near 6 KB, and its soft, dark
  // picture does not show the upscaling on a wide screen.
  await ffmpeg([
    '-i',
    master,
    '-frames:v',
    '1',
    '-vf',
    'scale=960:540:flags=lanczos',
    '-c:v',
    'libwebp',
    '-quality',
    '80',
    '-compression_level',
    '6',
    out('home-banner-poster.webp'),
  ]);
} finally {
  rmSync(work, { recursive: true, force: true });
}
