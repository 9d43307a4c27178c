/** Blog covers seen from above: the map, the walking-tour kit, the old newspaper. */
import { drawCat } from "../cats.ts";
import { roundRect, type Pt } from "../geometry.ts";
import { mix, palette, shade, tint, tones } from "../palette.ts";
import { circle, el, g, path, rect, type Canvas } from "../svg.ts";

/** A street map seen from above with pins on the three tours, a cat's paw reaching in. */
export function mapFlatlay(canvas: Canvas): string {
  const { width: W, height: H } = canvas;
  const u = H / 675;
  const parts: string[] = [rect(0, 0, W, H, mix(palette.marmaladeDark, palette.ink, 0.25))];
  const mx = W * 0.08;
  const my = H * 0.08;
  const mw = W * 0.84;
  const mh = H * 0.84;
  parts.push(
    g(
      [
        rect(mx + 10 * u, my + 12 * u, mw, mh, palette.ink, { opacity: 0.25 }),
        rect(mx, my, mw, mh, palette.paper),
      ],
      { transform: `rotate(-3 ${W / 2} ${H / 2})` },
    ),
  );
  const map: string[] = [];
  // Water, parks, street grid.
  map.push(
    path(
      `M${mx + mw * 0.46} ${my}C${mx + mw * 0.52} ${my + mh * 0.3} ${mx + mw * 0.4} ${my + mh * 0.6} ${mx + mw * 0.5} ${my + mh}H${mx + mw * 0.62}C${mx + mw * 0.54} ${my + mh * 0.6} ${mx + mw * 0.64} ${my + mh * 0.3} ${mx + mw * 0.58} ${my}Z`,
      tint(palette.harbor, 0.55),
    ),
  );
  map.push(
    rect(mx + mw * 0.2, my + mh * 0.2, mw * 0.1, mh * 0.12, tint(tones.leaf, 0.5)),
    rect(mx + mw * 0.7, my + mh * 0.6, mw * 0.12, mh * 0.14, tint(tones.leaf, 0.5)),
  );
  for (let k = 1; k < 12; k++)
    map.push(
      rect(mx, my + (mh / 12) * k, mw * 0.46, 2 * u, palette.cream),
      rect(mx + mw * 0.6, my + (mh / 12) * k + 10 * u, mw * 0.4, 2 * u, palette.cream),
    );
  for (let k = 1; k < 8; k++)
    map.push(
      rect(mx + ((mw * 0.46) / 8) * k, my, 2 * u, mh, palette.cream),
      rect(mx + mw * 0.6 + ((mw * 0.4) / 6) * k, my, 2 * u, mh, palette.cream),
    );
  // Dashed walking routes and pins.
  const routes: [Pt[], string][] = [
    [
      [
        [mx + mw * 0.66, my + mh * 0.2],
        [mx + mw * 0.74, my + mh * 0.32],
        [mx + mw * 0.7, my + mh * 0.48],
        [mx + mw * 0.82, my + mh * 0.5],
      ],
      palette.harbor,
    ],
    [
      [
        [mx + mw * 0.3, my + mh * 0.7],
        [mx + mw * 0.36, my + mh * 0.56],
        [mx + mw * 0.26, my + mh * 0.46],
        [mx + mw * 0.34, my + mh * 0.36],
      ],
      palette.brick,
    ],
    [
      [
        [mx + mw * 0.14, my + mh * 0.12],
        [mx + mw * 0.26, my + mh * 0.1],
        [mx + mw * 0.36, my + mh * 0.16],
      ],
      palette.marmaladeDark,
    ],
  ];
  for (const [pts, c] of routes) {
    map.push(
      el("path", {
        d: `M${pts.map((p) => `${Math.round(p[0])} ${Math.round(p[1])}`).join("L")}`,
        stroke: c,
        "stroke-width": 5 * u,
        fill: "none",
        "stroke-dasharray": `${12 * u} ${8 * u}`,
        "stroke-linecap": "round",
      }),
    );
    const end = pts[pts.length - 1] as Pt;
    map.push(
      path(
        `M${end[0]} ${end[1]}c${-14 * u} ${-18 * u} ${-18 * u} ${-26 * u} ${-18 * u} ${-34 * u}a${18 * u} ${18 * u} 0 1 1 ${36 * u} 0c0 ${8 * u} ${-4 * u} ${16 * u} ${-18 * u} ${34 * u}z`,
        c,
      ),
      circle(end[0], end[1] - 34 * u, 7 * u, palette.paper),
    );
  }
  parts.push(g(map, { transform: `rotate(-3 ${W / 2} ${H / 2})` }));
  // Compass, pencil, the cat peeking over the edge.
  parts.push(
    circle(W * 0.86, H * 0.8, 60 * u, palette.paper),
    circle(W * 0.86, H * 0.8, 52 * u, "none", { stroke: palette.ink, "stroke-width": 3 * u }),
    path(
      `M${W * 0.86} ${H * 0.8 - 44 * u}L${W * 0.86 + 10 * u} ${H * 0.8}L${W * 0.86} ${H * 0.8 + 44 * u}L${W * 0.86 - 10 * u} ${H * 0.8}Z`,
      palette.brick,
    ),
  );
  parts.push(
    rect(W * 0.1, H * 0.84, 260 * u, 16 * u, palette.marmalade, {
      rx: 4 * u,
      transform: `rotate(-20 ${Math.round(W * 0.1)} ${Math.round(H * 0.84)})`,
    }),
  );
  parts.push(drawCat(canvas, { pose: "peek", coat: "ginger", x: W * 0.3, y: H * 1.02, size: H * 0.42 }));
  return g(parts);
}

/** Walking-tour kit from above: sneakers, water bottle, map, camera, a cat among them. */
export function tipsFlatlay(canvas: Canvas): string {
  const { width: W, height: H } = canvas;
  const u = H / 675;
  const parts: string[] = [rect(0, 0, W, H, tint(palette.harbor, 0.62))];
  for (let y = 0; y < H; y += 70 * u) parts.push(rect(0, y, W, 2 * u, tint(palette.harbor, 0.55)));
  const at = (x: number, y: number, rot: number, body: string[]): string =>
    g(body, { transform: `translate(${Math.round(x)} ${Math.round(y)}) rotate(${rot})` });
  const shoe = (x: number, y: number, rot: number): string =>
    at(x, y, rot, [
      path(roundRect(-60 * u, -150 * u, 120 * u, 300 * u, 60 * u), palette.paper),
      path(roundRect(-46 * u, -130 * u, 92 * u, 140 * u, 40 * u), palette.brick),
      ...[0, 1, 2, 3].map((k) => rect(-30 * u, -110 * u + k * 26 * u, 60 * u, 6 * u, palette.paper)),
      rect(-60 * u, 100 * u, 120 * u, 40 * u, palette.marmalade, { rx: 20 * u }),
    ]);
  parts.push(shoe(W * 0.12, H * 0.5, -12), shoe(W * 0.24, H * 0.55, -4));
  parts.push(
    at(W * 0.4, H * 0.25, 70, [
      path(roundRect(-40 * u, -140 * u, 80 * u, 280 * u, 30 * u), palette.harbor),
      rect(-30 * u, -170 * u, 60 * u, 40 * u, palette.ink, { rx: 8 * u }),
      rect(-40 * u, -20 * u, 80 * u, 60 * u, tint(palette.harbor, 0.4)),
    ]),
  );
  parts.push(
    at(W * 0.62, H * 0.3, 6, [
      rect(-150 * u, -110 * u, 300 * u, 220 * u, palette.paper),
      rect(-150 * u, -110 * u, 100 * u, 220 * u, palette.cream),
      rect(-50 * u, -110 * u, 100 * u, 220 * u, palette.paper),
      rect(50 * u, -110 * u, 100 * u, 220 * u, palette.cream),
      el("path", {
        d: `M${-120 * u} ${60 * u}Q${-40 * u} ${-40 * u} ${40 * u} ${20 * u}T${120 * u} ${-60 * u}`,
        stroke: palette.brick,
        "stroke-width": 5 * u,
        fill: "none",
        "stroke-dasharray": `${10 * u} ${8 * u}`,
      }),
    ]),
  );
  parts.push(
    at(W * 0.86, H * 0.24, -10, [
      rect(-110 * u, -60 * u, 220 * u, 120 * u, palette.ink, { rx: 16 * u }),
      circle(20 * u, 10 * u, 50 * u, shade(palette.ink, 0.4)),
      circle(20 * u, 10 * u, 32 * u, palette.harbor),
      rect(-90 * u, -80 * u, 50 * u, 24 * u, palette.ink, { rx: 6 * u }),
    ]),
  );
  parts.push(
    at(W * 0.86, H * 0.72, 0, [
      circle(0, 0, 70 * u, palette.cream),
      circle(0, 0, 56 * u, palette.paper),
      el("path", {
        d: `M0 ${-40 * u}V0L${26 * u} ${18 * u}`,
        stroke: palette.ink,
        "stroke-width": 6 * u,
        fill: "none",
        "stroke-linecap": "round",
      }),
    ]),
  );
  parts.push(
    at(W * 0.44, H * 0.78, 20, [
      path(roundRect(-80 * u, -50 * u, 160 * u, 100 * u, 20 * u), palette.marmalade),
      path(`M${-60 * u} ${-50 * u}Q0 ${-110 * u} ${60 * u} ${-50 * u}`, "none", {
        stroke: palette.marmaladeDark,
        "stroke-width": 10 * u,
      }),
    ]),
  );
  parts.push(
    drawCat(canvas, { pose: "curl", coat: "silverTabby", x: W * 0.64, y: H * 0.95, size: H * 0.36 }),
  );
  return g(parts);
}

/** An old newspaper page spread on a desk, a magnifying glass, and a cat reading along. */
export function oldNewspapers(canvas: Canvas): string {
  const { width: W, height: H, rng } = canvas;
  const u = H / 675;
  const parts: string[] = [rect(0, 0, W, H, mix(palette.marmaladeDark, palette.ink, 0.35))];
  const px = W * 0.12;
  const py = H * 0.08;
  const pw = W * 0.62;
  const ph = H * 0.9;
  const paper = mix(palette.cream, palette.marmalade, 0.15);
  const page: string[] = [
    rect(px, py, pw, ph, paper),
    rect(px + 30 * u, py + 24 * u, pw - 60 * u, 54 * u, shade(paper, 0.5)),
    rect(px + 30 * u, py + 88 * u, pw - 60 * u, 3 * u, shade(paper, 0.5)),
    rect(px + 30 * u, py + 94 * u, pw - 60 * u, 1.5 * u, shade(paper, 0.5)),
  ];
  const cols = 5;
  const cw = (pw - 60 * u - (cols - 1) * 12 * u) / cols;
  for (let c = 0; c < cols; c++) {
    const cx = px + 30 * u + c * (cw + 12 * u);
    for (let y = py + 110 * u; y < py + ph - 20 * u; y += 9 * u)
      page.push(rect(cx, y, cw * rng.range(0.75, 1), 3.5 * u, shade(paper, 0.3)));
  }
  // A woodcut-style cat illustration in the paper.
  page.push(
    rect(px + 30 * u + cw + 12 * u, py + 130 * u, cw * 2 + 12 * u, 170 * u, paper),
    rect(px + 30 * u + cw + 12 * u, py + 130 * u, cw * 2 + 12 * u, 170 * u, "none", {
      stroke: shade(paper, 0.5),
      "stroke-width": 2 * u,
    }),
  );
  page.push(
    drawCat(canvas, {
      pose: "sit",
      coat: "black",
      x: px + 30 * u + cw * 2 + 18 * u,
      y: py + 290 * u,
      size: 140 * u,
      silhouette: shade(paper, 0.55),
    }),
  );
  parts.push(g(page, { transform: `rotate(-4 ${W / 2} ${H / 2})` }));
  parts.push(
    circle(W * 0.5, H * 0.62, 90 * u, "#FFFFFF", { opacity: 0.2 }),
    circle(W * 0.5, H * 0.62, 90 * u, "none", {
      stroke: mix(palette.marmalade, "#F4D35E", 0.3),
      "stroke-width": 12 * u,
    }),
    rect(W * 0.5 + 60 * u, H * 0.62 + 60 * u, 130 * u, 26 * u, palette.ink, {
      rx: 12 * u,
      transform: `rotate(40 ${Math.round(W * 0.5 + 60 * u)} ${Math.round(H * 0.62 + 60 * u)})`,
    }),
  );
  parts.push(
    drawCat(canvas, {
      pose: "loaf",
      coat: "brownTabby",
      x: W * 0.84,
      y: H * 0.9,
      size: H * 0.34,
      flip: true,
    }),
  );
  return g(parts);
}
