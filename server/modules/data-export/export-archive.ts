import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { DELETION_GRACE_DAYS } from '../../../shared/constants.ts';
import { type Language, isLanguage } from '../../../shared/languages.ts';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import { translator } from '../../lib/i18n.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { wholeLedgerOf } from '../credits/credits.ts';
import * as repo from './data-export.repo.ts';

/** The size of a stored photo the export holds: the largest kept (the upload itself is never kept, decision 039). */
const PHOTO_FILE = 'full.jpg';
/** Who a message, like or notification is about when that member's profile is gone. */
const UNKNOWN_MEMBER = '?';
/** The notification data fields that are the member's own (a photo, a saved search, a rejection reason). */
const OWN_NOTIFICATION_FIELDS = ['photo_id', 'saved_search_id', 'reason'];

/** The archive's files, in the order the index lists them. */
export const EXPORT_FILES = [
  'profile.json',
  'settings.json',
  'photos/photos.json',
  'messages.json',
  'likes.json',
  'payments.json',
  'ledger.json',
  'notifications.json',
] as const;
type ExportFile = (typeof EXPORT_FILES)[number];
/** Each file's description in the index (`data_export.index.file_<key>`). */
const FILE_KEYS: Record<ExportFile, string> = {
  'profile.json': 'profile',
  'settings.json': 'settings',
  'photos/photos.json': 'photos',
  'messages.json': 'messages',
  'likes.json': 'likes',
  'payments.json': 'payments',
  'ledger.json': 'ledger',
  'notifications.json': 'notifications',
};

const iso = (date: Date | null) => date?.toISOString() ?? null;
const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
const nameOf = (name: string | null) => name ?? UNKNOWN_MEMBER;

/**
 * Writes the member's archive to the local file `path` as a ZIP, streamed (yazl): the JSON documents, the photos one
 * at a time as the ZIP reaches them (never all in memory), and the index. Everything read is keyed on the member's
 * own id; another member appears by name only (data-export.repo.ts).
 */
export async function writeExportArchive(
  { db, storage }: { db: Db; storage: FileStorage },
  account: repo.ExportAccount,
  path: string,
  now: Date,
): Promise<void> {
  const userId = account.user.id;
  // One query after another: a background job takes one of the pool's connections, not ten.
  const photoRows = await repo.photosOf(db, userId);
  const chatPhotoRows = await repo.chatPhotosOf(db, userId);
  const conversations = await repo.conversationsOf(db, userId);
  const messageRows = await repo.messagesIn(
    db,
    userId,
    conversations.map((c) => c.conversationId),
  );
  const given = await repo.likesGiven(db, userId);
  const received = await repo.likesReceived(db, userId);
  const blocked = await repo.blocksOf(db, userId);
  const searches = await repo.savedSearchesOf(db, userId);
  const paid = await repo.paymentsOf(db, userId);
  const orders = await repo.directDebitOrdersOf(db, userId);
  const ledger = await wholeLedgerOf(db, userId);
  const told = await repo.notificationsOf(db, userId);

  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const written = pipeline(output, createWriteStream(path));
  // A failing photo read ends the ZIP with that error (the file closed): the job fails and runs again later.
  zip.on('error', (error: Error) => output.destroy(error));
  const add = (file: string, value: unknown) => zip.addBuffer(json(value), file, { mtime: now });

  add('profile.json', profileDocument(account));
  add('settings.json', {
    ...settingsDocument(account),
    blocked_members: blocked.map((b) => ({ name: nameOf(b.otherName), blocked_at: iso(b.createdAt) })),
    saved_searches: searches.map((s) => ({ filters: s.filters, notify: s.notify, created_at: iso(s.createdAt) })),
  });

  // Photos: every status; a deleted photo's files were removed with it, so it is listed without a file.
  const photoFile = (id: string) => `photos/${id}.jpg`;
  const chatPhotoFile = (id: string) => `photos/chat/${id}.jpg`;
  const stored = (storageKey: string, file: string) =>
    zip.addReadStreamLazy(file, { mtime: now }, (done) => {
      storage
        .getStream(`${storageKey}/${PHOTO_FILE}`)
        .then((stream) => {
          // yazl pipes the stream on without hearing its errors: one that breaks midway (a dropped connection to the
          // bucket) would leave the ZIP waiting forever, and its error unheard would end the process. It ends the ZIP.
          stream?.once('error', (error: Error) => output.destroy(error));
          done(null, stream ?? Readable.from([]));
        })
        .catch((error: unknown) => done(error, Readable.from([])));
    });
  for (const photo of photoRows) if (photo.status !== 'deleted') stored(photo.storageKey, photoFile(photo.id));
  for (const photo of chatPhotoRows) stored(photo.storageKey, chatPhotoFile(photo.id));
  add('photos/photos.json', {
    photos: photoRows.map((p) => ({
      id: p.id,
      file: p.status === 'deleted' ? null : photoFile(p.id),
      status: p.status,
      visibility: p.visibility,
      main: p.id === account.profile?.mainPhotoId,
      rejection_reason: p.rejectionReason,
      width: p.width,
      height: p.height,
      uploaded_at: iso(p.createdAt),
    })),
    sent_in_chats: chatPhotoRows.map((p) => ({ id: p.id, file: chatPhotoFile(p.id), sent_at: iso(p.createdAt) })),
  });

  const ownChatPhotos = new Set(chatPhotoRows.map((p) => p.id));
  add('messages.json', {
    conversations: conversations.map((conversation) => {
      const other = nameOf(conversation.otherName);
      return {
        with: other,
        removed_from_my_list: conversation.removed,
        messages: messageRows
          .filter((m) => m.conversationId === conversation.conversationId)
          .map((m) => ({
            sent_at: iso(m.createdAt),
            from: m.mine ? (account.profile?.name ?? 'me') : other,
            direction: m.mine ? 'sent' : 'received',
            kind: m.kind,
            text: m.body,
            ...(m.giftKey && { gift: m.giftKey }),
            // A photo the member sent is in the archive; one they received is its sender's, named only.
            ...(m.photoId && {
              photo: m.mine && ownChatPhotos.has(m.photoId) ? chatPhotoFile(m.photoId) : 'received photo',
            }),
            ...(m.mine && { credits_spent: m.creditsSpent, delivered: m.delivered }),
          })),
      };
    }),
  });

  add('likes.json', {
    given: given.map((l) => ({ to: nameOf(l.otherName), via_swipe: l.viaSwipe, at: iso(l.createdAt) })),
    received: received.map((l) => ({ from: nameOf(l.otherName), via_swipe: l.viaSwipe, at: iso(l.createdAt) })),
  });
  add('payments.json', {
    payments: paid.map((p) => ({
      id: p.id,
      status: p.status,
      credits: p.credits,
      amount: p.amount,
      currency: p.currency,
      method: p.paymentMethod,
      country: p.paymentCountry,
      provider: p.provider,
      discount_percentage: p.discountPercentage,
      created_at: iso(p.createdAt),
      completed_at: iso(p.completedAt),
      refunded_at: iso(p.refundedAt),
      refunded_credits: p.refundedCredits,
      refunded_cents: p.refundedCents,
      charged_back_cents: p.chargedBackCents,
    })),
    direct_debit_orders: orders.map((o) => ({
      account_holder: o.accountHolder,
      iban: o.iban,
      street: o.street,
      house_number: o.houseNumber,
      zip: o.zip,
      city: o.city,
      country: o.country,
      phone: o.phone,
      payment_id: o.paymentId,
      created_at: iso(o.createdAt),
    })),
  });
  add('ledger.json', {
    balance: account.user.credits,
    debt: account.user.creditDebt,
    entries: ledger.map((e) => ({
      at: iso(e.createdAt),
      delta: e.delta,
      debt: e.debt,
      reason: e.reason,
      reference: e.reference,
    })),
  });
  add('notifications.json', {
    notifications: told.map((n) => ({
      kind: n.kind,
      ...(n.otherName !== null && { about: n.otherName }),
      ...ownNotificationData(n.data),
      read_at: iso(n.readAt),
      created_at: iso(n.createdAt),
    })),
  });
  zip.addBuffer(Buffer.from(indexHtml(account, now)), 'index.html', { mtime: now });
  zip.end();
  await written;
}

function profileDocument({ user, profile }: repo.ExportAccount) {
  return {
    email: user.email,
    account_status: user.status,
    signup_date: iso(user.signupDate),
    signup_ip: user.signupIp,
    last_seen_at: iso(user.lastSeenAt),
    premium: user.paidUser,
    credits: user.credits,
    profile: profile && {
      name: profile.name,
      status: profile.status,
      gender: profile.gender,
      sexuality: profile.sexuality,
      seeking_genders: profile.seekingGenders,
      seeking_min_age: profile.seekingMinAge,
      seeking_max_age: profile.seekingMaxAge,
      date_of_birth: profile.dateOfBirth,
      country: profile.country,
      region: profile.region,
      city: profile.city,
      latitude: profile.latitude,
      longitude: profile.longitude,
      about: profile.about,
      signup_message: profile.signupMessage,
      interests: profile.interests,
      hair_colour: profile.hairColour,
      eye_colour: profile.eyeColour,
      body_type: profile.bodyType,
      relationship_status: profile.relationshipStatus,
      tattoos: profile.tattoos,
      notes: profile.notes,
      main_photo_id: profile.mainPhotoId,
      updated_at: iso(profile.updatedAt),
    },
  };
}

/** The member's choices and consents, as the settings screen shows them. */
function settingsDocument({ user }: repo.ExportAccount) {
  return {
    language: user.language,
    email_notifications: user.emailPreferences,
    mail_disabled_because: user.notificationsDisabled,
    push_notifications: user.pushPreferences,
    geolocation_enabled: user.geolocationEnabled,
    invisible: user.invisible,
    show_activity: user.showActivity,
    read_receipts: user.readReceipts,
    in_showcase: user.inShowcase,
  };
}

function ownNotificationData(data: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return {};
  }
  if (parsed === null || typeof parsed !== 'object') return {};
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).filter(([key]) => OWN_NOTIFICATION_FIELDS.includes(key)),
  );
}

/** The archive's readable index, in the member's language: what each file holds, and what deletion does. */
export function indexHtml(account: repo.ExportAccount, now: Date): string {
  const language: Language = isLanguage(account.user.language) ? account.user.language : 'en';
  const t = translator(language);
  const site = { site_name: account.site.name };
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(now);
  const files = EXPORT_FILES.map(
    (file) =>
      `<li><a href="${escapeHtml(file)}">${escapeHtml(file)}</a>: ${escapeHtml(t(`data_export.index.file_${FILE_KEYS[file]}`))}</li>`,
  ).join('\n');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('data_export.index.title', site))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#212529}</style>
</head><body>
<h1>${escapeHtml(t('data_export.index.title', site))}</h1>
<p>${escapeHtml(t('data_export.index.intro', { ...site, date }))}</p>
<h2>${escapeHtml(t('data_export.index.files_title'))}</h2>
<ul>
${files}
</ul>
<p>${escapeHtml(t('data_export.index.others'))}</p>
<p><strong>${escapeHtml(t('data_export.index.deletion', { count: DELETION_GRACE_DAYS }))}</strong></p>
</body></html>
`;
}
