import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../../shared/constants.ts';
import { DISTANCE_BANDS, DISTANCE_BAND_LIMITS_KM, type DistanceBand } from '../../../shared/discovery.ts';
import { profiles } from '../../db/schema/index.ts';
import { type Position, GRID_KM, distanceBand } from '../../lib/coarse-distance.ts';
import { distanceKm } from '../../lib/geo-distance.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { loginDemo } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * An attacker moves their own town (a fake viewer each time) anywhere they like around a member and reads the
 * distance the profile tells each time, then keeps the positions consistent with every answer: never less than 5 km
 * across (decision 033).
 */
let t: TestApp;
let demo: { cookie: string; id: string };
let member: string;
const newIp = addresses(12);
/** Where the member's town is (between grid lines on purpose: no cell edge coincides with it). */
const truth: Position = { latitude: 52.3702, longitude: 4.8952 };
/** Candidate positions tried around the member, this far apart (km). */
const STEP_KM = 0.25;
const KM_PER_DEGREE = distanceKm(0, 0, 1, 0);

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 4 });
  demo = await loginDemo(t.app, newIp());
  const first = (await search()).json();
  member = first.profiles[0].id;
  await placeAt(member, truth);
});
afterAll(() => t.close());

const search = () =>
  t.app.inject({ url: '/api/members.php?page=1', headers: { ...CLIENT_HEADERS, cookie: demo.cookie } });

const placeAt = (id: string, { latitude, longitude }: Position) =>
  t.database.db.update(profiles).set({ latitude, longitude }).where(eq(profiles.userId, id));

/** A point `km` north and east of `from`. */
const offset = (from: Position, northKm: number, eastKm: number): Position => ({
  latitude: from.latitude + northKm / KM_PER_DEGREE,
  longitude: from.longitude + eastKm / (KM_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180)),
});

/** Viewpoints: rings at every band's edge and between, 16 bearings each, and a 2 km lattice near the member. */
function viewpoints(): Position[] {
  const points: Position[] = [];
  for (const radius of [1, 2.5, 4, 5, 6, 7.5, 9, 10, 11, 15, 24, 26, 49, 51, 99, 101]) {
    for (let i = 0; i < 16; i++) {
      const angle = (i / 16) * 2 * Math.PI;
      points.push(offset(truth, radius * Math.cos(angle), radius * Math.sin(angle)));
    }
  }
  for (let north = -8; north <= 8; north += 2) {
    for (let east = -8; east <= 8; east += 2) points.push(offset(truth, north, east));
  }
  return points;
}

/** The distance band the member's profile tells the demo member, from the demo member's town at `from`. */
async function bandFrom(from: Position): Promise<DistanceBand> {
  await placeAt(demo.id, from);
  t.advance(MINUTE_MS); // past the per-minute read limit on profiles: a patient attacker
  const res = await t.app.inject({
    url: `/api/member.php?id=${member}`,
    headers: { ...CLIENT_HEADERS, cookie: demo.cookie },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(JSON.stringify(body)).not.toMatch(/latitude|longitude|52\.37|4\.89/);
  return body.distance;
}

/** The candidate positions around the member that give every answer seen, by `answer` (the attacker's model). */
function consistent(seen: [Position, DistanceBand][], answer: (from: Position, to: Position) => DistanceBand) {
  const fits: Position[] = [];
  for (let north = -12; north <= 12; north += STEP_KM) {
    for (let east = -12; east <= 12; east += STEP_KM) {
      const candidate = offset(truth, north, east);
      if (seen.every(([from, band]) => answer(from, candidate) === band)) fits.push(candidate);
    }
  }
  return fits;
}

/** The largest distance between two of the positions, in km. */
function across(points: Position[]): number {
  let most = 0;
  for (const a of points) {
    for (const b of points) most = Math.max(most, distanceKm(a.latitude, a.longitude, b.latitude, b.longitude));
  }
  return most;
}

/** Bands of the exact distance, without the grid: what the attack would find if the grid were dropped. */
const exactBand = (from: Position, to: Position): DistanceBand => {
  const km = distanceKm(from.latitude, from.longitude, to.latitude, to.longitude);
  return DISTANCE_BANDS.find((band) => band !== 'gt200' && km < DISTANCE_BAND_LIMITS_KM[band]) ?? 'gt200';
};

describe('distance against trilateration', () => {
  it('never narrows a member down to less than 5 km across, from any number of viewpoints', async () => {
    const seen: [Position, DistanceBand][] = [];
    for (const from of viewpoints()) seen.push([from, await bandFrom(from)]);
    expect(new Set(seen.map(([, band]) => band)).size).toBeGreaterThan(3);
    const fits = consistent(seen, distanceBand);
    expect(fits.some((p) => distanceKm(p.latitude, p.longitude, truth.latitude, truth.longitude) < STEP_KM)).toBe(true);
    expect(across(fits)).toBeGreaterThanOrEqual(GRID_KM);
    const heights = fits.map((p) => p.latitude);
    expect((Math.max(...heights) - Math.min(...heights)) * KM_PER_DEGREE).toBeGreaterThanOrEqual(
      GRID_KM - STEP_KM - 0.01,
    );
    // The same answers without the grid would give the member away to within a couple of km: the test has teeth.
    const exactSeen = seen.map(([from]): [Position, DistanceBand] => [from, exactBand(from, truth)]);
    expect(across(consistent(exactSeen, exactBand))).toBeLessThan(2);
  });

  it('tells no distance where either town is unknown, and a coarse band on search cards', async () => {
    await placeAt(demo.id, offset(truth, 30, 0));
    const card = (await search()).json().profiles.find((p: { id: string }) => p.id === member);
    expect(card.distance).toBe('25_50');
    expect(JSON.stringify(card)).not.toMatch(/latitude|longitude/);
    await t.database.db.update(profiles).set({ latitude: null, longitude: null }).where(eq(profiles.userId, demo.id));
    const none = (await search()).json().profiles.find((p: { id: string }) => p.id === member);
    expect(none.distance).toBeUndefined();
  });
});
