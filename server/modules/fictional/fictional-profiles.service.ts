import { randomBytes, randomUUID } from 'node:crypto';
import type { FictionalProfile, FictionalProfileFields } from '../../../shared/contracts/fictional.ts';
import type { MemberCard } from '../../../shared/contracts/members.ts';
import { photoPath } from '../../../shared/photos.ts';
import { type StaffActor, recordAudit } from '../../db/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { toCard } from '../members/member-card.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import { checkLocation, ownProfileOf } from '../profiles/profiles.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import * as repo from './fictional.repo.ts';

interface FictionalDeps {
  db: Db;
  clock: () => Date;
  sites: SitesService;
  photos: PhotosService;
}

/** The profile columns of the fields staff fill in. */
function profileValues(fields: FictionalProfileFields): repo.ProfileValues {
  return {
    name: fields.name,
    gender: fields.gender,
    sexuality: fields.sexuality,
    dateOfBirth: fields.date_of_birth,
    country: fields.country,
    region: fields.region,
    city: fields.city || null,
    about: fields.about,
    signupMessage: fields.signup_message,
    interests: [...new Set(fields.interests)],
    hairColour: fields.hair_colour,
    eyeColour: fields.eye_colour,
    bodyType: fields.body_type,
    relationshipStatus: fields.relationship_status,
    tattoos: fields.tattoos,
    notes: Object.fromEntries(Object.entries(fields.notes).filter(([, answer]) => answer)),
  };
}

/**
 * Fictional profiles (SPEC §1: members may meet them, always with the site's badge and warning): made and edited by
 * staff with a member's fields, with no login of their own (a random password nobody knows, an address that cannot
 * receive mail), shown at once. Every change writes one audit row in its transaction.
 */
export class FictionalProfiles {
  constructor(private readonly deps: FictionalDeps) {}

  /** The sites, and a site's fictional profiles (the first site's by default) as members see their cards. */
  async list(
    siteId?: string,
  ): Promise<{ sites: { id: string; name: string }[]; site_id: string | null; profiles: MemberCard[] }> {
    const sites = this.deps.sites.all().map(({ id, name }) => ({ id, name }));
    const chosen = siteId ?? sites[0]?.id;
    const today = this.deps.clock();
    const rows = chosen ? await repo.listFictional(this.deps.db, chosen) : [];
    return { sites, site_id: chosen ?? null, profiles: rows.map((row) => toCard(row, today)) };
  }

  /** One fictional profile with its fields and photos; 404 for any other member. */
  async read(id: string): Promise<FictionalProfile> {
    const { db, clock } = this.deps;
    const p = await repo.findFictional(db, id);
    if (!p) throw notFound();
    const photos = await repo.activePhotos(db, id);
    return {
      id,
      site_id: p.siteId,
      ...ownProfileOf(p, clock()),
      photos: photos.map((photo) => ({
        id: photo.id,
        thumb: photoPath(photo.id, 'thumb'),
        main: photo.id === p.mainPhotoId,
      })),
    };
  }

  /** A new fictional profile on a site (404 for an unknown site; the location must be one the site serves). */
  async create(actor: StaffActor, siteId: string, fields: FictionalProfileFields): Promise<FictionalProfile> {
    const site = this.deps.sites.all().find((row) => row.id === siteId);
    if (!site) throw notFound();
    checkLocation({ site }, fields);
    const values = profileValues(fields);
    const user = {
      siteId,
      email: `fictional+${randomUUID()}@${site.domain}.invalid`,
      passwordHash: await hashPassword(randomBytes(32).toString('hex')),
      language: site.domainLanguage,
    };
    const id = await this.deps.db.transaction(async (tx) => {
      const created = await repo.insertFictional(tx, user, values);
      await recordAudit(tx, actor, {
        action: 'fictional.created',
        objectType: 'member',
        objectId: created,
        siteId,
        after: values,
      });
      return created;
    });
    return this.read(id);
  }

  /** Saves a fictional profile's fields (404 for any other member). */
  async edit(actor: StaffActor, id: string, fields: FictionalProfileFields): Promise<FictionalProfile> {
    const { db, sites } = this.deps;
    const before = await repo.findFictional(db, id);
    const site = before && sites.all().find((row) => row.id === before.siteId);
    if (!before || !site) throw notFound();
    checkLocation({ site }, fields);
    const values = profileValues(fields);
    await db.transaction(async (tx) => {
      if (!(await repo.updateFictional(tx, id, values))) throw notFound();
      const old = Object.fromEntries(Object.keys(values).map((key) => [key, before[key as keyof typeof before]]));
      await recordAudit(tx, actor, {
        action: 'fictional.edited',
        objectType: 'member',
        objectId: id,
        siteId: site.id,
        before: old,
        after: values,
      });
    });
    return this.read(id);
  }

  /**
   * A photo of a fictional profile through the members' pipeline (re-encoded, size and pixel limits), active at once:
   * staff made it. Its audit row is written in the transaction that records it.
   */
  async addPhoto(actor: StaffActor, id: string, bytes: Buffer): Promise<FictionalProfile> {
    const profile = await repo.findFictional(this.deps.db, id);
    if (!profile) throw notFound();
    await this.deps.photos.upload({
      member: { id, paid_user: true },
      autoApprove: true,
      visibility: 'public',
      bytes,
      within: (tx, photoId) =>
        recordAudit(tx, actor, {
          action: 'fictional.photo_added',
          objectType: 'photo',
          objectId: photoId,
          siteId: profile.siteId,
          after: { member: id },
        }),
    });
    return this.read(id);
  }
}
