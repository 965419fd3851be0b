/**
 * Draws the illustrations of content/images/*.jpg that the galleries, tiles and images of the
 * Markdown pages show (1200×800 JPEG, drawn from hand-written SVG scenes with sharp). Flat pictures
 * in the school's navy and gold, no people and no text. The school's own photographs can replace
 * any of them under the same file name; keep the alt text in the page's frontmatter true to what
 * the picture shows. The pictures are committed; the build does not run this.
 *
 *   node scripts/draw-illustrations.mjs
 *
 * Re-runnable and deterministic: the output depends only on this file.
 */
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "content/images");
const W = 1200;
const H = 800;

// Palette: the school's navy and gold, with soft neutrals and greens.
const C = {
  navy: "#0b3d6e",
  navyLight: "#2c5d8f",
  gold: "#f2a900",
  goldLight: "#f7cf63",
  wall: "#eef3f8",
  wallWarm: "#f7f1e6",
  floor: "#d9c6a5",
  floorDark: "#c4ad88",
  wood: "#b98b5e",
  woodDark: "#8a5a33",
  white: "#ffffff",
  grey: "#c9d3de",
  greyDark: "#7d8a99",
  sky: "#bfe0f5",
  skyLight: "#e9f5fc",
  green: "#6aa56f",
  greenDark: "#2f6b4d",
  greenLight: "#a8d5a2",
  teal: "#2f9e8f",
  coral: "#e07a5f",
  rose: "#e9a3b5",
  violet: "#8e7cc3",
  glass: "#d8eef7",
};

/* ---------- small drawing helpers (each returns SVG markup) ---------- */

const r = (x, y, w, h, fill, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const c = (x, y, radius, fill, extra = "") => `<circle cx="${x}" cy="${y}" r="${radius}" fill="${fill}" ${extra}/>`;
const p = (d, fill, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;
const line = (x1, y1, x2, y2, stroke, width = 4, extra = "") =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" ` +
  `stroke-linecap="round" ${extra}/>`;
const times = (n, f) => Array.from({ length: n }, (_, i) => f(i)).join("");

const gradient = (id, top, bottom) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
  `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;

/** A room: wall, floor and skirting. */
const room = (wall = C.wall, floor = C.floor, floorY = 560) =>
  r(0, 0, W, floorY, wall) + r(0, floorY, W, H - floorY, floor) + r(0, floorY - 10, W, 10, C.white, 'opacity="0.8"');

/** A window looking out on the hills of north Bengal; night shows a moon and stars. */
const windowView = (x, y, w, h, night = false) => {
  const sky = night ? "#1d2b4f" : C.sky;
  const hill1 = night ? "#2b3d63" : "#8fc3a1";
  const hill2 = night ? "#22334f" : "#5f9e7a";
  const inner = `<clipPath id="win${x}${y}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>`;
  const view =
    r(x, y, w, h, sky) +
    p(
      `M${x} ${y + h * 0.7} Q${x + w * 0.3} ${y + h * 0.35} ${x + w * 0.6} ${y + h * 0.62} ` +
        `T${x + w} ${y + h * 0.55} V${y + h} H${x} Z`,
      hill1,
    ) +
    p(`M${x} ${y + h * 0.85} Q${x + w * 0.45} ${y + h * 0.6} ${x + w} ${y + h * 0.8} V${y + h} H${x} Z`, hill2) +
    (night
      ? c(x + w * 0.75, y + h * 0.22, Math.min(w, h) * 0.09, "#f5f0d0") +
        times(6, (i) => c(x + 20 + ((i * 53) % (w - 40)), y + 18 + ((i * 37) % (h * 0.35)), 2.5, "#fff"))
      : c(x + w * 0.78, y + h * 0.22, Math.min(w, h) * 0.08, C.goldLight));
  return (
    `<defs>${inner}</defs><g clip-path="url(#win${x}${y})">${view}</g>` +
    r(x, y, w, h, "none", `stroke="${C.white}" stroke-width="14"`) +
    line(x + w / 2, y, x + w / 2, y + h, C.white, 8) +
    line(x, y + h / 2, x + w, y + h / 2, C.white, 8)
  );
};

/** A bed seen from the side: frame, mattress, blanket, pillow. */
const bed = (x, y, w, cover, scale = 1) => {
  const h = 70 * scale;
  return (
    r(x, y - 40 * scale, 16 * scale, h + 40 * scale, C.woodDark, `rx="${4 * scale}"`) +
    r(x, y, w, h * 0.55, C.wood, `rx="${6 * scale}"`) +
    r(x + 10 * scale, y - 22 * scale, w - 20 * scale, 26 * scale, C.white, `rx="${8 * scale}"`) +
    r(x + w * 0.35, y - 26 * scale, w * 0.62, 34 * scale, cover, `rx="${8 * scale}"`) +
    r(x + 20 * scale, y - 40 * scale, 70 * scale, 24 * scale, "#f4f6fa", `rx="${10 * scale}"`) +
    r(x + 6 * scale, y + h * 0.55, 10 * scale, h * 0.45, C.woodDark) +
    r(x + w - 16 * scale, y + h * 0.55, 10 * scale, h * 0.45, C.woodDark)
  );
};

const locker = (x, y, s = 1) =>
  r(x, y, 70 * s, 90 * s, C.woodDark, `rx="${4 * s}"`) +
  r(x + 8 * s, y + 10 * s, 54 * s, 30 * s, C.wood) +
  c(x + 35 * s, y + 62 * s, 4 * s, C.goldLight);

const plant = (x, y, s = 1) =>
  p(`M${x - 26 * s} ${y} h${52 * s} l${-8 * s} ${50 * s} h${-36 * s} Z`, C.coral) +
  p(
    `M${x} ${y} C${x - 50 * s} ${y - 40 * s} ${x - 40 * s} ${y - 90 * s} ${x - 6 * s} ${y - 110 * s} ` +
      `C${x - 10 * s} ${y - 60 * s} ${x} ${y - 30 * s} ${x} ${y} Z`,
    C.green,
  ) +
  p(
    `M${x} ${y} C${x + 50 * s} ${y - 30 * s} ${x + 50 * s} ${y - 80 * s} ${x + 20 * s} ${y - 100 * s} ` +
      `C${x + 16 * s} ${y - 60 * s} ${x + 6 * s} ${y - 30 * s} ${x} ${y} Z`,
    C.greenDark,
  ) +
  p(
    `M${x} ${y} C${x - 20 * s} ${y - 60 * s} ${x + 10 * s} ${y - 120 * s} ${x + 4 * s} ${y - 140 * s} ` +
      `C${x + 20 * s} ${y - 100 * s} ${x + 10 * s} ${y - 40 * s} ${x} ${y} Z`,
    C.greenLight,
  );

const tree = (x, y, s = 1, leaf = C.green) =>
  r(x - 10 * s, y - 80 * s, 20 * s, 80 * s, C.woodDark) +
  c(x, y - 120 * s, 60 * s, leaf) +
  c(x - 40 * s, y - 90 * s, 40 * s, leaf) +
  c(x + 40 * s, y - 95 * s, 42 * s, leaf);

const cloud = (x, y, s = 1) =>
  c(x, y, 30 * s, "#fff") +
  c(x + 35 * s, y - 12 * s, 38 * s, "#fff") +
  c(x + 75 * s, y, 30 * s, "#fff") +
  r(x, y, 75 * s, 30 * s, "#fff");

/** A row of book spines on a shelf. */
const books = (x, y, width, seed = 0, height = 90) => {
  const colors = [C.navy, C.gold, C.coral, C.teal, C.greenDark, C.navyLight, C.violet];
  let out = "";
  let cx = x;
  let i = seed;
  while (cx < x + width - 20) {
    const w = 18 + ((i * 7) % 14);
    const h = height - ((i * 13) % 24);
    out +=
      r(cx, y - h, w, h, colors[i % colors.length], 'rx="2"') +
      r(cx + 3, y - h + 12, w - 6, 4, "#fff", 'opacity="0.5"');
    cx += w + 3;
    i += 1;
  }
  return out;
};

const shelf = (x, y, w, rows, seed = 0) =>
  r(x - 14, y - 20, w + 28, rows * 130 + 34, C.woodDark, 'rx="6"') +
  times(
    rows,
    (k) =>
      r(x, y + k * 130, w, 110, "#f5ead8") +
      books(x + 8, y + k * 130 + 108, w - 16, seed + k * 5) +
      r(x - 14, y + k * 130 + 108, w + 28, 14, C.wood),
  );

/** A conical (Erlenmeyer) flask with liquid. */
const flask = (x, y, s, liquid) =>
  p(
    `M${x - 12 * s} ${y - 120 * s} h${24 * s} v${45 * s} l${40 * s} ${70 * s} ` +
      `q${6 * s} ${10 * s} ${-6 * s} ${12 * s} h${-92 * s} q${-12 * s} ${-2 * s} ${-6 * s} ${-12 * s} ` +
      `l${40 * s} ${-70 * s} Z`,
    C.glass,
    `stroke="${C.navy}" stroke-width="${3 * s}"`,
  ) +
  p(
    `M${x - 36 * s} ${y - 38 * s} h${72 * s} l${17 * s} ${30 * s} q${4 * s} ${8 * s} ${-5 * s} ${8 * s} ` +
      `h${-96 * s} q${-9 * s} 0 ${-5 * s} ${-8 * s} Z`,
    liquid,
  ) +
  r(x - 15 * s, y - 128 * s, 30 * s, 10 * s, C.navy, `rx="${3 * s}"`);

/** A beaker with liquid. */
const beaker = (x, y, s, liquid) =>
  r(x - 40 * s, y - 110 * s, 80 * s, 110 * s, C.glass, `stroke="${C.navy}" stroke-width="${3 * s}" rx="${6 * s}"`) +
  r(x - 37 * s, y - 55 * s, 74 * s, 52 * s, liquid, `rx="${4 * s}"`) +
  times(3, (k) => line(x - 36 * s, y - (85 - k * 18) * s, x - 20 * s, y - (85 - k * 18) * s, C.navy, 2 * s));

const testTubeRack = (x, y, s = 1) =>
  r(x, y - 20 * s, 200 * s, 20 * s, C.wood) +
  r(x, y - 90 * s, 200 * s, 14 * s, C.wood) +
  r(x + 6 * s, y - 90 * s, 8 * s, 90 * s, C.woodDark) +
  r(x + 186 * s, y - 90 * s, 8 * s, 90 * s, C.woodDark) +
  times(5, (k) => {
    const tx = x + 28 * s + k * 34 * s;
    const col = [C.coral, C.gold, C.teal, C.violet, C.green][k];
    return (
      r(tx, y - 140 * s, 20 * s, 120 * s, C.glass, `stroke="${C.navy}" stroke-width="${2 * s}" rx="${10 * s}"`) +
      r(tx + 2 * s, y - 70 * s, 16 * s, 48 * s, col, `rx="${8 * s}"`)
    );
  });

const burner = (x, y, s = 1) =>
  r(x - 30 * s, y - 14 * s, 60 * s, 14 * s, C.greyDark, `rx="${4 * s}"`) +
  r(x - 9 * s, y - 90 * s, 18 * s, 80 * s, C.grey) +
  p(
    `M${x} ${y - 150 * s} C${x + 22 * s} ${y - 120 * s} ${x + 14 * s} ${y - 92 * s} ${x} ${y - 90 * s} ` +
      `C${x - 14 * s} ${y - 92 * s} ${x - 22 * s} ${y - 120 * s} ${x} ${y - 150 * s} Z`,
    "#5b8def",
  ) +
  p(
    `M${x} ${y - 132 * s} C${x + 10 * s} ${y - 114 * s} ${x + 6 * s} ${y - 96 * s} ${x} ${y - 95 * s} ` +
      `C${x - 6 * s} ${y - 96 * s} ${x - 10 * s} ${y - 114 * s} ${x} ${y - 132 * s} Z`,
    C.goldLight,
  );

const microscope = (x, y, s = 1) =>
  r(x - 70 * s, y - 24 * s, 140 * s, 24 * s, C.navy, `rx="${8 * s}"`) +
  p(
    `M${x + 30 * s} ${y - 24 * s} C${x + 70 * s} ${y - 100 * s} ${x + 60 * s} ${y - 170 * s} ` +
      `${x + 20 * s} ${y - 200 * s} l${-16 * s} ${18 * s} ` +
      `C${x + 36 * s} ${y - 150 * s} ${x + 40 * s} ${y - 90 * s} ${x + 6 * s} ${y - 24 * s} Z`,
    C.navyLight,
  ) +
  r(x - 60 * s, y - 100 * s, 100 * s, 12 * s, C.greyDark, `rx="${4 * s}"`) +
  r(x - 34 * s, y - 104 * s, 44 * s, 5 * s, C.glass) +
  `<g transform="rotate(-28 ${x - 10 * s} ${y - 170 * s})">` +
  r(x - 26 * s, y - 250 * s, 34 * s, 130 * s, C.white, `stroke="${C.navy}" stroke-width="${3 * s}" rx="${6 * s}"`) +
  r(x - 30 * s, y - 264 * s, 42 * s, 20 * s, C.navy, `rx="${5 * s}"`) +
  r(x - 20 * s, y - 124 * s, 22 * s, 26 * s, C.greyDark) +
  `</g>` +
  c(x + 44 * s, y - 150 * s, 12 * s, C.gold);

const monitor = (x, y, w, screen = C.navyLight, s = 1) => {
  const h = w * 0.62;
  return (
    r(x, y, w, h, C.navy, `rx="${10 * s}"`) +
    r(x + 12 * s, y + 12 * s, w - 24 * s, h - 24 * s, screen) +
    times(4, (k) =>
      r(
        x + 28 * s,
        y + 30 * s + (k * (h - 60 * s)) / 4,
        (w - 56 * s) * (0.4 + ((k * 37) % 50) / 100),
        10 * s,
        "#fff",
        'opacity="0.55" rx="4"',
      ),
    ) +
    r(x + w / 2 - 14 * s, y + h, 28 * s, 40 * s, C.greyDark) +
    r(x + w / 2 - 60 * s, y + h + 36 * s, 120 * s, 12 * s, C.greyDark, `rx="${5 * s}"`)
  );
};

const keyboard = (x, y, w, s = 1) =>
  r(x, y, w, 30 * s, C.grey, `rx="${6 * s}"`) +
  times(3, (k) => r(x + 10 * s, y + 5 * s + k * 8 * s, w - 20 * s, 4 * s, C.greyDark, 'opacity="0.6"'));

const desk = (x, y, w, top = C.wood) =>
  r(x, y, w, 22, top, 'rx="4"') + r(x + 16, y + 22, 16, 120, C.woodDark) + r(x + w - 32, y + 22, 16, 120, C.woodDark);

const lamp = (x, y, glow = false) =>
  (glow ? c(x + 40, y - 60, 90, C.goldLight, 'opacity="0.35"') : "") +
  r(x - 26, y - 10, 52, 10, C.navy, 'rx="4"') +
  line(x, y - 10, x + 20, y - 80, C.navy, 7) +
  line(x + 20, y - 80, x + 56, y - 60, C.navy, 7) +
  p(`M${x + 40} ${y - 82} l44 20 l-18 26 Z`, C.gold);

const stack = (x, y, seed = 0) =>
  times(3, (k) =>
    r(
      x + ((k + seed) % 2) * 8,
      y - (k + 1) * 16,
      90,
      16,
      [C.coral, C.teal, C.navyLight, C.gold][(k + seed) % 4],
      'rx="3"',
    ),
  );

const wardrobe = (x, y, w, h, color) =>
  r(x, y, w, h, color, 'rx="6"') +
  line(x + w / 2, y + 10, x + w / 2, y + h - 10, C.woodDark, 4) +
  c(x + w / 2 - 12, y + h / 2, 5, C.goldLight) +
  c(x + w / 2 + 12, y + h / 2, 5, C.goldLight) +
  r(x, y + h, w, 10, C.woodDark);

const hills = (y, colors) =>
  colors
    .map((col, i) => {
      const yy = y + i * 60;
      return p(
        `M0 ${yy + 40} Q${200 + i * 90} ${yy - 80} ${480 + i * 40} ${yy + 10} T${900 - i * 30} ${yy - 10} ` +
          `T${W} ${yy + 20} V${H} H0 Z`,
        col,
      );
    })
    .join("");

const sky = (top = C.sky, bottom = C.skyLight) => gradient("sky", top, bottom) + r(0, 0, W, H, "url(#sky)");

/* ---------- scenes ---------- */

const SCENES = {
  /* Laboratory tiles */
  "lab-biology": () =>
    room(C.wall, C.grey, 600) +
    r(60, 520, 1080, 40, C.navy, 'rx="6"') +
    microscope(380, 520, 1.25) +
    plant(700, 430, 1.2) +
    r(650, 430, 100, 90, C.coral, 'rx="6"') +
    // leaf under a magnifying glass
    p("M880 470 C900 400 1000 380 1040 420 C1010 470 940 500 880 470 Z", C.green) +
    line(880, 470, 1030, 425, C.greenDark, 4) +
    c(960, 430, 70, C.glass, `opacity="0.55" stroke="${C.navy}" stroke-width="12"`) +
    line(1010, 480, 1070, 540, C.navy, 18),
  "lab-chemistry": () =>
    room("#f1f5fb", C.grey, 600) +
    r(60, 520, 1080, 40, C.navy, 'rx="6"') +
    flask(260, 520, 1.4, C.coral) +
    beaker(470, 520, 1.4, C.teal) +
    flask(680, 520, 1.1, C.gold) +
    beaker(870, 520, 1.1, C.violet) +
    flask(1030, 520, 0.9, C.green) +
    times(5, (k) => c(250 + k * 12, 300 - k * 30, 8 + k * 2, C.coral, 'opacity="0.35"')),
  "lab-physics": () =>
    room("#f2f4fa", C.grey, 600) +
    r(60, 520, 1080, 40, C.navy, 'rx="6"') +
    // pendulum on a stand
    r(200, 500, 160, 20, C.greyDark, 'rx="4"') +
    r(220, 170, 14, 330, C.greyDark) +
    r(220, 170, 200, 14, C.greyDark) +
    line(400, 184, 470, 420, C.navy, 3) +
    c(470, 430, 30, C.gold) +
    p("M330 430 A160 160 0 0 0 560 400", "none", `stroke="${C.navyLight}" stroke-width="3" stroke-dasharray="10 10"`) +
    // horseshoe magnet
    p("M640 500 v-120 a90 90 0 0 1 180 0 v120 h-50 v-120 a40 40 0 0 0 -80 0 v120 Z", C.coral) +
    r(640, 460, 50, 40, "#fff") +
    r(770, 460, 50, 40, "#fff") +
    // lens on a holder with a light ray
    r(975, 330, 20, 190, C.greyDark) +
    `<ellipse cx="985" cy="330" rx="22" ry="70" fill="${C.glass}" stroke="${C.navy}" stroke-width="5"/>` +
    line(880, 300, 985, 320, C.gold, 5) +
    line(880, 360, 985, 340, C.gold, 5) +
    line(985, 320, 1100, 335, C.gold, 5) +
    line(985, 340, 1100, 330, C.gold, 5),
  "lab-computer": () =>
    room("#eef2ff", C.grey, 620) +
    windowView(860, 90, 260, 220) +
    desk(120, 560, 960, C.wood) +
    monitor(360, 250, 440) +
    keyboard(420, 520, 300) +
    `<ellipse cx="790" cy="535" rx="22" ry="14" fill="${C.grey}"/>` +
    plant(200, 560, 0.8),

  /* Laboratory gallery */
  "lab-chemistry-bench": () =>
    room(C.wallWarm, C.floorDark, 620) +
    shelf(760, 80, 340, 2, 3) +
    r(40, 520, 1120, 40, C.navy, 'rx="6"') +
    r(80, 560, 1040, 140, C.navyLight, 'rx="4"') +
    times(4, (k) => r(100 + k * 260, 580, 220, 100, C.navy, 'rx="4"') + c(210 + k * 260, 630, 6, C.goldLight)) +
    flask(200, 520, 1, C.teal) +
    testTubeRack(320, 520, 1) +
    burner(640, 520, 1.1) +
    beaker(820, 520, 1, C.coral) +
    flask(990, 520, 1.1, C.gold),
  "lab-microscopes": () =>
    room("#eef5f1", C.grey, 620) +
    windowView(80, 80, 300, 220) +
    windowView(820, 80, 300, 220) +
    r(40, 540, 1120, 36, C.navy, 'rx="6"') +
    microscope(250, 540, 0.95) +
    microscope(600, 540, 0.95) +
    microscope(950, 540, 0.95) +
    r(120, 520, 80, 20, C.glass) +
    r(470, 520, 80, 20, C.glass) +
    r(820, 520, 80, 20, C.glass),
  "lab-optics-bench": () =>
    r(0, 0, W, H, "#1f3552") +
    r(0, 560, W, 240, "#2a4466") +
    r(80, 500, 1040, 24, C.greyDark, 'rx="6"') +
    r(100, 524, 20, 60, C.greyDark) +
    r(1080, 524, 20, 60, C.greyDark) +
    // light source
    r(110, 400, 110, 100, C.navy, 'rx="10"') +
    c(220, 450, 18, C.goldLight) +
    // lenses
    `<ellipse cx="480" cy="450" rx="16" ry="70" fill="${C.glass}" opacity="0.85" stroke="#fff" stroke-width="4"/>` +
    r(472, 520, 16, 0, "#fff") +
    r(470, 500, 20, 24, C.grey) +
    `<ellipse cx="780" cy="450" rx="16" ry="70" fill="${C.glass}" opacity="0.85" stroke="#fff" stroke-width="4"/>` +
    r(770, 500, 20, 24, C.grey) +
    // rays
    p("M230 440 L480 400 L630 450 L780 400 L1040 450 L780 500 L630 450 L480 500 L230 460 Z", C.gold, 'opacity="0.45"') +
    line(230, 450, 1040, 450, C.goldLight, 4) +
    // screen
    r(1040, 340, 20, 160, "#fff") +
    c(1050, 450, 14, C.gold),
  "lab-computer-rows": () =>
    room("#eef2ff", C.grey, 520) +
    // back row (smaller)
    r(60, 400, 1080, 16, C.wood) +
    times(5, (k) =>
      monitor(110 + k * 210, 270, 150, [C.navyLight, C.teal, C.navyLight, C.violet, C.navyLight][k], 0.6),
    ) +
    // front row
    r(20, 640, 1160, 22, C.wood) +
    r(40, 662, 20, 138, C.woodDark) +
    r(1140, 662, 20, 138, C.woodDark) +
    times(
      4,
      (k) =>
        monitor(60 + k * 285, 440, 230, [C.teal, C.navyLight, C.violet, C.teal][k], 0.9) +
        keyboard(80 + k * 285, 610, 190, 0.9),
    ),
  "lab-specimen-shelves": () =>
    room("#f1f6ef", C.floor, 640) +
    r(120, 60, 960, 560, C.woodDark, 'rx="8"') +
    times(3, (row) => {
      const y = 80 + row * 180;
      return (
        r(140, y, 920, 160, "#f5ead8") +
        r(130, y + 160, 940, 16, C.wood) +
        times(6, (k) => {
          const x = 180 + k * 150;
          const kind = (k + row) % 3;
          if (kind === 0)
            return (
              r(x, y + 40, 90, 120, C.glass, `stroke="${C.navy}" stroke-width="3" rx="12"`) +
              r(x - 4, y + 30, 98, 18, C.navy, 'rx="4"') +
              p(
                `M${x + 45} ${y + 150} C${x + 10} ${y + 110} ${x + 30} ${y + 70} ${x + 45} ${y + 60} ` +
                  `C${x + 60} ${y + 80} ${x + 80} ${y + 110} ${x + 45} ${y + 150} Z`,
                C.green,
                'opacity="0.8"',
              )
            );
          if (kind === 1)
            return (
              r(x, y + 60, 90, 100, C.glass, `stroke="${C.navy}" stroke-width="3" rx="12"`) +
              r(x - 4, y + 50, 98, 18, C.navy, 'rx="4"') +
              c(x + 45, y + 115, 28, C.coral, 'opacity="0.7"')
            );
          return (
            c(x + 45, y + 90, 55, C.teal) +
            p(`M${x + 10} ${y + 70} q35 -30 70 0 q-20 30 -70 0`, C.greenLight) +
            r(x + 35, y + 140, 20, 20, C.woodDark)
          );
        })
      );
    }),
  "lab-circuit-board": () =>
    r(0, 0, W, H, "#e8eef6") +
    r(150, 120, 900, 560, "#2f6b4d", 'rx="20"') +
    r(170, 140, 860, 520, "#3d8160", 'rx="14"') +
    // wires
    p("M300 250 H900 V550 H300 Z", "none", `stroke="${C.gold}" stroke-width="10" stroke-linejoin="round"`) +
    // battery
    r(230, 330, 140, 90, C.navy, 'rx="10"') +
    r(370, 355, 14, 40, C.greyDark) +
    r(250, 350, 40, 50, C.gold) +
    // switch
    c(560, 550, 16, C.grey) +
    c(700, 550, 16, C.grey) +
    line(560, 550, 690, 500, C.white, 12) +
    r(570, 540, 120, 20, "#3d8160") +
    // bulb
    c(900, 250, 110, C.goldLight, 'opacity="0.35"') +
    c(900, 250, 60, C.goldLight) +
    r(880, 300, 40, 40, C.greyDark, 'rx="4"') +
    p("M880 260 q20 -30 40 0", "none", `stroke="${C.coral}" stroke-width="5"`),
  "lab-glassware-cabinet": () =>
    room(C.wallWarm, C.floor, 680) +
    r(260, 60, 680, 640, C.woodDark, 'rx="10"') +
    times(
      2,
      (col) =>
        r(285 + col * 330, 85, 300, 590, C.glass, 'opacity="0.9"') +
        times(3, (row) => {
          const y = 85 + (row + 1) * 190;
          const x = 285 + col * 330;
          return (
            r(x, y - 8, 300, 8, C.wood) +
            (row % 2 === col % 2
              ? flask(x + 80, y - 8, 0.9, "transparent") + beaker(x + 210, y - 8, 0.9, "transparent")
              : beaker(x + 70, y - 8, 0.8, "transparent") + testTubeRack(x + 120, y - 8, 0.8))
          );
        }) +
        p(`M${285 + col * 330 + 40} 100 l60 0 l-120 560 l-60 0 Z`, "#fff", 'opacity="0.25"'),
    ) +
    r(590, 370, 8, 60, C.goldLight) +
    r(602, 370, 8, 60, C.goldLight),

  /* Beyond classrooms */
  "beyond-school-garden": () =>
    sky() +
    cloud(180, 120, 1.2) +
    cloud(820, 90, 1) +
    r(0, 430, W, 370, "#8bc07a") +
    times(3, (k) => {
      const x = 80 + k * 380;
      return (
        r(x, 520, 320, 110, C.wood, 'rx="8"') +
        r(x + 12, 510, 296, 30, "#6b4a2f", 'rx="8"') +
        times(5, (j) => {
          const px = x + 40 + j * 60;
          return k === 1
            ? c(px, 490, 18, [C.coral, C.gold, C.rose, C.violet, C.coral][j]) +
                r(px - 3, 495, 6, 25, C.greenDark) +
                c(px, 490, 6, C.goldLight)
            : p(
                `M${px} 515 C${px - 30} 480 ${px - 10} 450 ${px} 440 C${px + 10} 450 ${px + 30} 480 ${px} 515 Z`,
                k === 0 ? C.greenDark : C.green,
              ) + (k === 2 ? c(px + 12, 480, 9, C.coral) : "");
        })
      );
    }) +
    // watering can
    p("M940 700 h130 v-70 h-130 Z", C.navy) +
    p("M1070 650 l70 -40 l6 12 l-66 46 Z", C.navy) +
    p("M960 630 a40 40 0 0 1 80 0", "none", `stroke="${C.navy}" stroke-width="12"`) +
    tree(40, 440, 0.9) +
    tree(1150, 440, 1.1, C.greenDark),
  "beyond-hills-excursion": () =>
    sky("#a9d6f2", "#eef8fd") +
    cloud(150, 130, 1.3) +
    cloud(700, 80, 0.9) +
    cloud(980, 160, 1.1) +
    // distant snow peaks
    p("M0 380 L180 220 L260 290 L400 150 L520 280 L640 200 L820 330 L960 210 L1200 360 V800 H0 Z", "#c8d8e8") +
    p("M360 190 L400 150 L440 195 L420 190 L400 205 L380 192 Z", "#fff") +
    p("M930 240 L960 210 L990 245 Z", "#fff") +
    hills(380, ["#8fc3a1", "#6aa56f", "#4f8d5c"]) +
    // rows of tea bushes
    times(6, (row) =>
      times(14, (k) => c(40 + k * 88 + (row % 2) * 44, 560 + row * 45, 30, row % 2 ? "#3f7d4e" : "#2f6b4d")),
    ) +
    tree(1100, 520, 1, C.greenDark),

  /* Hostel */
  "hostel-room-four-beds": () =>
    room(C.wallWarm, C.floor, 540) +
    windowView(470, 80, 260, 210) +
    times(4, (k) => bed(40 + k * 290, 600, 240, [C.navyLight, C.gold, C.teal, C.coral][k], 1.15)) +
    times(3, (k) => locker(287 + k * 290, 560, 0.62)),
  "hostel-room-six-beds": () =>
    room("#f3f0f8", C.floorDark, 520) +
    windowView(90, 70, 200, 170) +
    windowView(910, 70, 200, 170) +
    // back row of three (smaller)
    times(3, (k) => bed(150 + k * 330, 440, 200, [C.navyLight, C.teal, C.gold][k], 0.7)) +
    // front row of three
    times(3, (k) => bed(40 + k * 400, 690, 300, [C.coral, C.navyLight, C.violet][k], 1.05)),
  "hostel-air-conditioner": () =>
    room(C.wall, C.floor, 600) +
    r(380, 110, 440, 120, "#fdfdfd", `rx="20" stroke="${C.grey}" stroke-width="4"`) +
    r(410, 190, 380, 14, C.grey, 'rx="6"') +
    c(770, 140, 7, C.teal) +
    times(4, (k) =>
      p(
        `M${440 + k * 100} 240 q20 40 0 80 q-20 40 0 80`,
        "none",
        `stroke="${C.sky}" stroke-width="6" stroke-linecap="round"`,
      ),
    ) +
    bed(300, 560, 600, C.navy, 1.3) +
    locker(960, 470, 1.1) +
    plant(1010, 470, 0.5),
  "hostel-study-desks": () =>
    room(C.wallWarm, C.floor, 640) +
    windowView(470, 80, 260, 220) +
    shelf(80, 120, 260, 2, 2) +
    desk(160, 520, 380) +
    lamp(230, 520) +
    stack(380, 520, 1) +
    desk(660, 520, 380) +
    lamp(730, 520) +
    stack(880, 520, 2) +
    r(240, 470, 120, 50, C.white, 'rx="4"') +
    r(740, 470, 120, 50, C.white, 'rx="4"') +
    r(260, 560, 90, 16, C.navy, 'rx="6"') +
    r(760, 560, 90, 16, C.navy, 'rx="6"'),
  "hostel-evening-study": () =>
    room("#cdd6e6", "#9aa7bc", 640) +
    r(0, 0, W, 640, "#0b1f3a", 'opacity="0.25"') +
    windowView(440, 70, 320, 230, true) +
    times(
      3,
      (k) =>
        desk(60 + k * 390, 520, 320) +
        lamp(130 + k * 390, 520, true) +
        stack(260 + k * 390, 520, k) +
        r(120 + k * 390, 480, 110, 40, C.white, 'rx="4"'),
    ),
  "hostel-wardrobes": () =>
    room(C.wall, C.floor, 640) +
    times(5, (k) => wardrobe(70 + k * 215, 110, 190, 500, [C.wood, "#c89d70", C.wood, "#c89d70", C.wood][k])) +
    r(90, 660, 1020, 16, C.woodDark) +
    r(90, 720, 1020, 16, C.woodDark) +
    r(90, 660, 16, 90, C.woodDark) +
    r(1094, 660, 16, 90, C.woodDark) +
    times(6, (k) =>
      p(
        `M${130 + k * 160} 660 q0 -30 40 -30 h40 q20 0 20 30 Z`,
        [C.navy, "#222", C.navyLight, "#222", C.navy, "#333"][k],
      ),
    ),
  "hostel-dining-hall": () =>
    room(C.wallWarm, C.floorDark, 520) +
    times(
      3,
      (k) =>
        line(250 + k * 350, 0, 250 + k * 350, 120, C.navy, 4) +
        p(`M${210 + k * 350} 150 h80 l-15 -30 h-50 Z`, C.gold) +
        c(250 + k * 350, 170, 60, C.goldLight, 'opacity="0.25"'),
    ) +
    windowView(120, 200, 180, 180) +
    windowView(900, 200, 180, 180) +
    // two long tables
    times(2, (row) => {
      const y = 560 + row * 140;
      const inset = row === 0 ? 140 : 40;
      return (
        r(inset, y, W - 2 * inset, 30, C.wood, 'rx="6"') +
        r(inset + 30, y + 30, 20, 80, C.woodDark) +
        r(W - inset - 50, y + 30, 20, 80, C.woodDark) +
        times(row === 0 ? 7 : 8, (k) => {
          const x = inset + 80 + k * ((W - 2 * inset - 160) / (row === 0 ? 6 : 7));
          return (
            `<ellipse cx="${x}" cy="${y}" rx="38" ry="12" fill="#fff" stroke="${C.grey}" stroke-width="3"/>` +
            r(x + 44, y - 40, 18, 40, C.glass, `stroke="${C.navyLight}" stroke-width="2" rx="3"`)
          );
        })
      );
    }),
  "hostel-common-room": () =>
    room("#f4efe6", C.floor, 560) +
    windowView(470, 80, 260, 200) +
    `<ellipse cx="600" cy="690" rx="420" ry="80" fill="${C.coral}" opacity="0.6"/>` +
    // sofas
    r(60, 470, 300, 110, C.navy, 'rx="24"') +
    r(60, 420, 300, 70, C.navyLight, 'rx="24"') +
    r(40, 440, 40, 140, C.navy, 'rx="16"') +
    r(340, 440, 40, 140, C.navy, 'rx="16"') +
    r(840, 470, 300, 110, C.navy, 'rx="24"') +
    r(840, 420, 300, 70, C.navyLight, 'rx="24"') +
    r(820, 440, 40, 140, C.navy, 'rx="16"') +
    r(1120, 440, 40, 140, C.navy, 'rx="16"') +
    c(150, 450, 24, C.gold) +
    c(1050, 450, 24, C.gold) +
    // carrom board on a low stand
    r(470, 690, 20, 70, C.woodDark) +
    r(710, 690, 20, 70, C.woodDark) +
    p("M600 560 L760 640 L600 720 L440 640 Z", C.woodDark) +
    p("M600 575 L730 640 L600 705 L470 640 Z", "#f1d9a8") +
    c(600, 640, 26, "none", `stroke="${C.coral}" stroke-width="3"`) +
    c(600, 640, 8, C.coral) +
    c(600, 580, 8, "#222") +
    c(726, 640, 8, "#222") +
    c(600, 700, 8, "#222") +
    c(474, 640, 8, "#222") +
    c(580, 650, 6, "#fff") +
    c(620, 632, 6, "#222") +
    c(606, 662, 6, "#fff"),
  "hostel-indoor-games": () =>
    room("#eef4fa", "#7f9bb8", 520) +
    r(0, 520, W, 280, "#6f8fb0") +
    // table-tennis table in perspective
    p("M240 470 L960 470 L1100 650 L100 650 Z", C.navy) +
    p("M260 480 L940 480 L1070 640 L130 640 Z", C.teal) +
    line(600, 480, 600, 640, "#fff", 5) +
    p("M195 560 L1005 560", "none", `stroke="#fff" stroke-width="6"`) +
    r(180, 540, 840, 24, "#fff", 'opacity="0.55"') +
    r(140, 650, 24, 120, C.greyDark) +
    r(1036, 650, 24, 120, C.greyDark) +
    // bats and ball
    c(420, 600, 40, C.coral) +
    r(405, 630, 30, 60, C.wood, 'rx="8" transform="rotate(-25 420 640)"') +
    c(820, 540, 36, C.coral) +
    r(806, 566, 28, 54, C.wood, 'rx="8" transform="rotate(30 820 575)"') +
    c(640, 380, 14, "#fff") +
    p("M560 440 q40 -80 80 -60", "none", `stroke="#fff" stroke-width="3" stroke-dasharray="8 10"`),
  "hostel-reading-corner": () =>
    room(C.wallWarm, C.floor, 620) +
    shelf(80, 90, 440, 4, 1) +
    shelf(860, 90, 260, 4, 4) +
    // armchair
    r(570, 420, 240, 180, C.navy, 'rx="30"') +
    r(550, 480, 280, 110, C.navyLight, 'rx="26"') +
    r(540, 470, 50, 150, C.navy, 'rx="20"') +
    r(790, 470, 50, 150, C.navy, 'rx="20"') +
    c(690, 470, 28, C.gold) +
    // floor lamp
    c(600, 190, 110, C.goldLight, 'opacity="0.3"') +
    line(560, 620, 560, 230, C.navy, 8) +
    p("M510 240 h100 l-20 -70 h-60 Z", C.gold) +
    `<ellipse cx="690" cy="690" rx="260" ry="50" fill="${C.teal}" opacity="0.4"/>`,
  "hostel-corridor": () =>
    r(0, 0, W, H, "#f3f1ea") +
    // perspective corridor: floor, ceiling, walls meeting at a vanishing point
    p("M0 800 L480 470 L720 470 L1200 800 Z", C.floor) +
    p("M0 0 L480 330 L720 330 L1200 0 Z", "#fbfaf6") +
    p("M0 0 L480 330 L480 470 L0 800 Z", "#ece5d6") +
    p("M1200 0 L720 330 L720 470 L1200 800 Z", "#f5efe2") +
    r(480, 330, 240, 140, C.sky) +
    p("M480 430 Q600 360 720 420 V470 H480 Z", "#8fc3a1") +
    // doors on the left
    times(4, (k) => {
      const t = k / 4;
      const x1 = 40 + t * 400;
      const x2 = x1 + 70 * (1 - t * 0.7);
      const top1 = 200 + t * 190;
      const bot1 = 740 - t * 250;
      return (
        p(
          `M${x1} ${top1} L${x2} ${top1 + 40 * (1 - t)} L${x2} ${bot1 - 30 * (1 - t)} L${x1} ${bot1} Z`,
          k % 2 ? C.wood : "#c89d70",
        ) + c(x2 - 12 * (1 - t * 0.6), (top1 + bot1) / 2, 5 * (1 - t * 0.5), C.goldLight)
      );
    }) +
    // windows on the right
    times(4, (k) => {
      const t = k / 4;
      const x1 = 1160 - t * 400;
      const x2 = x1 - 80 * (1 - t * 0.7);
      const top1 = 140 + t * 180;
      const bot1 = 420 - t * 60;
      return p(
        `M${x1} ${top1} L${x2} ${top1 + 40 * (1 - t)} L${x2} ${bot1 - 20 * (1 - t)} L${x1} ${bot1} Z`,
        C.sky,
        `stroke="#fff" stroke-width="${8 * (1 - t * 0.6)}"`,
      );
    }) +
    times(4, (k) => r(560, 30 + k * 80, 80 - k * 12, 10, C.goldLight, 'opacity="0.9"')),
  "hostel-building": () =>
    sky() +
    cloud(120, 110, 1.1) +
    cloud(900, 80, 1.2) +
    hills(300, ["#b7d8c2"]) +
    r(0, 620, W, 180, "#8bc07a") +
    r(260, 200, 680, 440, "#f0e6d2") +
    r(240, 180, 720, 30, C.navy) +
    times(3, (floor) =>
      times(6, (k) => r(300 + k * 105, 250 + floor * 130, 70, 80, C.sky, `stroke="#fff" stroke-width="6"`)),
    ) +
    r(560, 520, 80, 120, C.navy, 'rx="4"') +
    r(540, 500, 120, 20, C.gold) +
    p("M560 640 L520 800 H680 L640 640 Z", "#e0d3b8") +
    tree(160, 640, 1.1, C.greenDark) +
    tree(1050, 640, 1.2) +
    tree(70, 660, 0.8),
  "hostel-playing-field": () =>
    gradient("dusk", "#f6c177", "#fde8c8") +
    r(0, 0, W, H, "url(#dusk)") +
    c(960, 300, 70, "#fff3d6") +
    hills(330, ["#9cc4a8", "#7cae8a"]) +
    r(0, 470, W, 330, "#5e9e50") +
    times(6, (k) => r(0, 470 + k * 55, W, 28, "#68a85a", 'opacity="0.6"')) +
    `<ellipse cx="600" cy="640" rx="460" ry="110" fill="none" stroke="#fff" stroke-width="6"/>` +
    line(600, 530, 600, 750, "#fff", 6) +
    // goalposts
    r(70, 400, 12, 200, "#fff") +
    r(70, 400, 170, 12, "#fff") +
    r(228, 400, 12, 200, "#fff") +
    r(960, 400, 12, 200, "#fff") +
    r(960, 400, 170, 12, "#fff") +
    r(1118, 400, 12, 200, "#fff") +
    c(640, 640, 18, "#fff") +
    c(640, 640, 8, "#222") +
    tree(40, 470, 0.8, C.greenDark) +
    tree(1170, 470, 0.9, C.greenDark),
  "hostel-garden": () =>
    sky() +
    cloud(700, 110, 1.1) +
    r(0, 60, 300, 560, "#f0e6d2") +
    times(
      3,
      (k) =>
        r(60, 120 + k * 150, 70, 90, C.sky, `stroke="#fff" stroke-width="6"`) +
        r(170, 120 + k * 150, 70, 90, C.sky, `stroke="#fff" stroke-width="6"`),
    ) +
    r(0, 560, W, 240, "#8bc07a") +
    p("M640 560 C600 640 700 700 560 800 H800 C880 700 760 640 720 560 Z", "#e6d7b8") +
    // flower beds
    times(2, (side) =>
      times(7, (k) => {
        const x = side === 0 ? 330 + k * 38 : 800 + k * 50;
        const y = 610 + ((k * 17) % 40);
        return (
          r(x - 2, y, 4, 30, C.greenDark) +
          c(x, y, 14, [C.coral, C.gold, C.rose, C.violet][(k + side) % 4]) +
          c(x, y, 5, C.goldLight)
        );
      }),
    ) +
    // bench
    r(880, 500, 240, 20, C.wood, 'rx="4"') +
    r(880, 460, 240, 16, C.wood, 'rx="4"') +
    r(900, 520, 14, 50, C.woodDark) +
    r(1086, 520, 14, 50, C.woodDark) +
    tree(1000, 470, 1.3) +
    tree(480, 560, 0.9, C.greenDark),

  /* Transport */
  "school-bus": () =>
    sky("#a9d6f2", "#eef8fd") +
    cloud(160, 120, 1.2) +
    cloud(820, 90, 1) +
    hills(300, ["#a9cfb4", "#7fb38f"]) +
    r(0, 600, W, 200, "#7d8794") +
    r(0, 690, W, 12, "#fff", 'opacity="0.7"') +
    times(6, (k) => r(60 + k * 200, 740, 110, 10, "#fff", 'opacity="0.5"')) +
    tree(90, 600, 1, C.greenDark) +
    tree(1120, 600, 1.1) +
    // bus body
    r(220, 330, 760, 280, C.gold, 'rx="36"') +
    r(220, 500, 760, 40, C.navy) +
    times(5, (k) => r(260 + k * 120, 370, 100, 100, C.glass, 'rx="10"')) +
    r(880, 370, 70, 200, C.glass, 'rx="10"') +
    line(915, 370, 915, 570, C.navy, 4) +
    r(960, 520, 24, 36, C.goldLight, 'rx="6"') +
    r(212, 520, 16, 30, C.coral, 'rx="4"') +
    r(240, 345, 720, 10, "#fff", 'opacity="0.35" rx="5"') +
    c(360, 610, 56, "#2b2b2b") +
    c(360, 610, 22, C.grey) +
    c(840, 610, 56, "#2b2b2b") +
    c(840, 610, 22, C.grey),
};

async function writeImages() {
  mkdirSync(OUT, { recursive: true });
  for (const [name, draw] of Object.entries(SCENES)) {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" ` + `viewBox="0 0 ${W} ${H}">${draw()}</svg>`;
    const file = path.join(OUT, `${name}.jpg`);
    await sharp(Buffer.from(svg)).jpeg({ quality: 72, mozjpeg: true }).toFile(file);
    const kb = (statSync(file).size / 1024).toFixed(1);
    console.log(`${path.relative(ROOT, file)}  ${kb} KB`);
  }
}

await writeImages();
