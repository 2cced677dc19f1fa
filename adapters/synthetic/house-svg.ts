import { Prng } from './prng.js';

const WALLS = ['#e8d8c3', '#d9e3ea', '#f2efe6', '#c9d6c3', '#e9cfc4', '#d8d2e6', '#f4e3b5', '#cfd8dc'];
const ROOFS = ['#5b4a42', '#7a3e2e', '#44525e', '#3e4a3d', '#6d6058', '#2f3a45'];
const DOORS = ['#8b3a3a', '#2e4a62', '#3d5a3d', '#6b4f2e', '#222831'];
const SKIES = [
  ['#bfe3ff', '#eaf6ff'],
  ['#ffd9b3', '#fff2e0'],
  ['#c7d9f2', '#f0f4fa'],
];

/**
 * A property photo drawn locally: an SVG house whose shape and colours derive from the property id
 * (and the photo number), so every property has stable pictures without external images.
 * The server serves it at `/api/property-photos/{id}.svg?n={photo}`.
 */
export const houseSvg = (propertyId: number, photo = 1, width = 640, height = 480): string => {
  const rng = new Prng((propertyId * 7919 + 17) >>> 0);
  const wall = rng.pick(WALLS);
  const roof = rng.pick(ROOFS);
  const door = rng.pick(DOORS);
  const stories = rng.chance(0.45) ? 2 : 1;
  const garage = rng.chance(0.6);
  const roofPitch = 0.25 + rng.next() * 0.35;
  const view = new Prng((propertyId * 31 + photo * 101) >>> 0);
  const [skyTop, skyBottom] = view.pick(SKIES);
  const zoom = photo === 1 ? 1 : 0.8 + view.next() * 0.5;
  const shift = photo === 1 ? 0 : (view.next() - 0.5) * 120;

  const W = 640;
  const H = 480;
  const groundY = 380;
  const houseW = 300;
  const storyH = 95;
  const bodyH = storyH * stories;
  const x0 = (W - houseW) / 2;
  const y0 = groundY - bodyH;
  const roofH = houseW * roofPitch * 0.6;
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>`,
  );
  parts.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`);
  parts.push(`<rect y="${groundY}" width="${W}" height="${H - groundY}" fill="#7fae6b"/>`);
  parts.push(`<rect x="${W / 2 - 22}" y="${groundY}" width="44" height="${H - groundY}" fill="#cfc8bb"/>`);
  const g: string[] = [];
  g.push(
    `<rect x="${x0}" y="${y0}" width="${houseW}" height="${bodyH}" fill="${wall}" stroke="#555" stroke-width="2"/>`,
  );
  g.push(
    `<polygon points="${x0 - 18},${y0} ${W / 2},${y0 - roofH} ${x0 + houseW + 18},${y0}" fill="${roof}" stroke="#333" stroke-width="2"/>`,
  );
  const doorW = 44;
  const doorH = 72;
  g.push(`<rect x="${W / 2 - doorW / 2}" y="${groundY - doorH}" width="${doorW}" height="${doorH}" fill="${door}"/>`);
  g.push(`<circle cx="${W / 2 + doorW / 2 - 8}" cy="${groundY - doorH / 2}" r="3" fill="#e0c060"/>`);
  for (let s = 0; s < stories; s++) {
    const wy = groundY - storyH * (s + 1) + 22;
    for (const wx of [x0 + 30, x0 + houseW - 30 - 56]) {
      g.push(`<rect x="${wx}" y="${wy}" width="56" height="46" fill="#cfe8f7" stroke="#fff" stroke-width="4"/>`);
      g.push(`<line x1="${wx + 28}" y1="${wy}" x2="${wx + 28}" y2="${wy + 46}" stroke="#fff" stroke-width="3"/>`);
    }
  }
  if (garage) {
    const gx = x0 + houseW;
    g.push(
      `<rect x="${gx}" y="${groundY - 80}" width="110" height="80" fill="${wall}" stroke="#555" stroke-width="2"/>`,
    );
    g.push(
      `<polygon points="${gx - 4},${groundY - 80} ${gx + 55},${groundY - 112} ${gx + 114},${groundY - 80}" fill="${roof}"/>`,
    );
    g.push(`<rect x="${gx + 12}" y="${groundY - 62}" width="86" height="62" fill="#e6e6e6" stroke="#999"/>`);
  }
  for (let t = 0; t < 2; t++) {
    const tx = t === 0 ? 60 + rng.int(40) : W - 90 - rng.int(40);
    g.push(`<rect x="${tx - 6}" y="${groundY - 60}" width="12" height="60" fill="#6b4f2e"/>`);
    g.push(`<circle cx="${tx}" cy="${groundY - 80}" r="${32 + rng.int(14)}" fill="#4f8a3c"/>`);
  }
  const transform = `translate(${W / 2 + shift} ${groundY}) scale(${zoom.toFixed(3)}) translate(${-W / 2} ${-groundY})`;
  parts.push(`<g transform="${transform}">${g.join('')}</g>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" role="img"><title>Property ${propertyId}, photo ${photo}</title>${parts.join('')}</svg>`;
};
