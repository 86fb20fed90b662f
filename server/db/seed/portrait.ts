import type { Random } from './random.ts';

const SKIN = ['#f6d7c3', '#eac0a0', '#d9a37e', '#c68a62', '#a86f4c', '#8d5a3b', '#6b4330'];
export const HAIR_COLOURS = {
  blond: '#e3c27a',
  brown: '#6b4423',
  black: '#1f1a17',
  red: '#a8432a',
  grey: '#b9b5ae',
};
export type HairColour = keyof typeof HAIR_COLOURS;

/**
 * A generated portrait (SVG): a stylised head and shoulders on a soft gradient. Demo members get these instead of
 * downloaded photos.
 */
export function portraitSvg(random: Random, gender: 'male' | 'female', hair: HairColour): string {
  const hue = random.int(0, 359);
  const skin = random.pick(SKIN);
  const hairColour = HAIR_COLOURS[hair];
  const shirt = `hsl(${(hue + 180) % 360} 45% ${random.int(30, 55)}%)`;
  const longHair = gender === 'female' ? random.chance(0.85) : random.chance(0.1);
  const headX = 300 + random.int(-20, 20);
  const back = longHair
    ? `<path d="M${headX - 150} 620 Q${headX - 170} 260 ${headX} 230 Q${headX + 170} 260 ${headX + 150} 620 Z" fill="${hairColour}"/>`
    : '';
  const top = longHair
    ? `<path d="M${headX - 118} 360 Q${headX - 110} 205 ${headX} 200 Q${headX + 120} 205 ${headX + 118} 360 Q${headX + 40} 270 ${headX - 118} 360 Z" fill="${hairColour}"/>`
    : `<path d="M${headX - 112} 340 Q${headX - 105} 215 ${headX} 212 Q${headX + 108} 215 ${headX + 112} 340 Q${headX + 60} 262 ${headX - 112} 340 Z" fill="${hairColour}"/>`;
  const beard =
    gender === 'male' && random.chance(0.35)
      ? `<path d="M${headX - 95} 400 Q${headX} 540 ${headX + 95} 400 Q${headX} 470 ${headX - 95} 400 Z" fill="${hairColour}" opacity="0.85"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue} 60% 82%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 55% 62%)"/>
  </linearGradient></defs>
  <rect width="600" height="800" fill="url(#bg)"/>
  <circle cx="${random.int(60, 540)}" cy="${random.int(60, 300)}" r="${random.int(40, 120)}" fill="#fff" opacity="0.18"/>
  ${back}
  <path d="M${headX - 230} 800 Q${headX - 220} 560 ${headX} 545 Q${headX + 220} 560 ${headX + 230} 800 Z" fill="${shirt}"/>
  <rect x="${headX - 42}" y="440" width="84" height="120" rx="30" fill="${skin}"/>
  <ellipse cx="${headX}" cy="350" rx="112" ry="140" fill="${skin}"/>
  ${beard}
  ${top}
  <ellipse cx="${headX - 40}" cy="355" rx="9" ry="11" fill="#2b2b2b"/>
  <ellipse cx="${headX + 40}" cy="355" rx="9" ry="11" fill="#2b2b2b"/>
  <path d="M${headX - 32} 425 Q${headX} ${gender === 'female' ? 452 : 445} ${headX + 32} 425" stroke="#8a3b3b" stroke-width="7" fill="none" stroke-linecap="round"/>
</svg>`;
}
