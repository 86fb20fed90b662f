import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { DATA_EXPORT_LINK_DAYS, DATA_EXPORTS_PER_DAY, DAY_MS } from '../../../shared/constants.ts';
import type { DataExportState } from '../../../shared/contracts/accounts.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import { DATA_EXPORT_SECTION, DATA_EXPORT_TOKEN_PARAM } from '../../../shared/contracts/endpoints/data-export.ts';
import type { Db } from '../../db/client.ts';
import { type QuotaRule, dayWindow, quotaLeft, takeQuota } from '../../db/usage-quota.ts';
import { enqueue } from '../../jobs/job-definition.ts';
import { dataExportDailyLimit } from '../../lib/app-error.ts';
import { siteUrl } from '../../lib/site-links.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import { buildDataExportJob, dataExportMailJob, expireDataExportJob } from './data-export.jobs.ts';
import * as repo from './data-export.repo.ts';
import { writeExportArchive } from './export-archive.ts';

const DAILY_EXPORTS: QuotaRule = { name: 'data_exports', limit: DATA_EXPORTS_PER_DAY };

/** Where an export's ZIP is kept: a folder of its own, which nothing serves but the download route. */
export const exportFolder = (exportId: string) => `exports/${exportId}`;
const exportKey = (exportId: string) => `${exportFolder(exportId)}/data.zip`;

export interface ExportDownload {
  stream: Readable;
  size: number | null;
  /** The day it was made, for the file's name. */
  readyAt: Date;
}

/**
 * A member's export of their own data (GDPR art. 15 and 20; decision 039): asked for at most DATA_EXPORTS_PER_DAY
 * a day (the site's days), built by a job into a ZIP in the file store, mailed as a link that works with the
 * member's own session for DATA_EXPORT_LINK_DAYS, then removed by a job.
 */
export class DataExportService {
  constructor(private readonly deps: { db: Db; storage: FileStorage; clock: () => Date }) {}

  async state(member: User, site: SiteRow): Promise<DataExportState> {
    const { db, clock } = this.deps;
    const now = clock();
    const [left, latest] = await Promise.all([
      quotaLeft(db, DAILY_EXPORTS, member.id, dayWindow(now, site.timeZone)),
      repo.latestExport(db, member.id),
    ]);
    const expired = latest?.status === 'ready' && latest.expiresAt !== null && latest.expiresAt <= now;
    return {
      requested_today: left === 0,
      latest: latest
        ? {
            status: expired ? 'expired' : latest.status,
            requested_at: latest.requestedAt.toISOString(),
            expires_at: latest.expiresAt?.toISOString() ?? null,
          }
        : null,
    };
  }

  /** Takes the day's export in the transaction that asks for its build: of parallel asks, one gets it. */
  async request(member: User, site: SiteRow): Promise<DataExportState> {
    const { db, clock } = this.deps;
    const now = clock();
    await db.transaction(async (tx) => {
      if (!(await takeQuota(tx, DAILY_EXPORTS, member.id, dayWindow(now, site.timeZone)))) {
        throw dataExportDailyLimit();
      }
      const exportId = await repo.insertExport(tx, member.id, now);
      await enqueue(tx, buildDataExportJob, { exportId });
    });
    return this.state(member, site);
  }

  /**
   * Job: writes the ZIP to a temporary file, stores it, then (in one transaction) marks it ready, mails the link and
   * schedules its removal. A failure leaves it building, and the job runs again (the same key is overwritten); what a
   * store that failed while taking the ZIP kept of it is removed (as far as the store lets).
   */
  async build(exportId: string): Promise<void> {
    const { db, storage, clock } = this.deps;
    const row = await repo.findExport(db, exportId);
    if (row?.status !== 'building') return;
    const account = await repo.accountOf(db, row.userId);
    // A deleted account gets no mail; its erasure takes the row.
    if (!account || account.user.status === 'deleted') return;
    const dir = await mkdtemp(join(tmpdir(), 'data-export-'));
    try {
      const path = join(dir, 'data.zip');
      const now = clock();
      await writeExportArchive({ db, storage }, account, path, now);
      const { size } = await stat(path);
      const key = exportKey(exportId);
      try {
        await storage.putFile(key, path);
      } catch (error) {
        // A store that failed halfway may keep part of the file: nothing of it stays while the export is building.
        await storage.removePrefix(exportFolder(exportId)).catch(() => undefined);
        throw error;
      }
      const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_DAYS * DAY_MS);
      const token = randomToken();
      await db.transaction(async (tx) => {
        const ready = await repo.markReady(tx, exportId, {
          tokenHash: hashToken(token),
          storageKey: key,
          sizeBytes: size,
          readyAt: now,
          expiresAt,
        });
        if (!ready) return;
        const link = `/settings?${DATA_EXPORT_TOKEN_PARAM}=${token}#${DATA_EXPORT_SECTION}`;
        await enqueue(tx, dataExportMailJob, { userId: row.userId, url: siteUrl(account.site, link) });
        await enqueue(tx, expireDataExportJob, { exportId }, expiresAt);
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Job, due when the link expires: removes the file (whatever became of the row), then marks the export expired. */
  async expire(exportId: string): Promise<void> {
    const { db, storage, clock } = this.deps;
    const row = await repo.findExport(db, exportId);
    if (row?.expiresAt && row.expiresAt > clock()) return;
    await storage.removePrefix(exportFolder(exportId));
    if (row) await repo.markExpired(db, exportId);
  }

  /**
   * The ZIP the mailed link names, for the member it was made for, while it has not expired; undefined for an
   * unknown, expired or another member's token.
   */
  async download(member: User, token: string): Promise<ExportDownload | undefined> {
    const { db, storage, clock } = this.deps;
    const row = await repo.findExportByToken(db, hashToken(token));
    if (!row || row.userId !== member.id || row.status !== 'ready') return undefined;
    if (!row.storageKey || !row.readyAt || !row.expiresAt || row.expiresAt <= clock()) return undefined;
    const stream = await storage.getStream(row.storageKey);
    return stream && { stream, size: row.sizeBytes, readyAt: row.readyAt };
  }
}
