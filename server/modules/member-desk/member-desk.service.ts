import type {
  MemberPage,
  RefundPreview,
  memberLedgerResponse,
  memberSearchResponse,
} from '../../../shared/contracts/member-desk.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { ledgerPage } from '../credits/credits.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import { memberPage } from './member-page.ts';
import * as pageRepo from './member-page.repo.ts';
import { searchMembers } from './member-search.repo.ts';
import { toHit } from './member-answers.ts';

/** Ledger entries per page on a member's page. */
const LEDGER_PAGE_SIZE = 50;

export interface MemberDeskDeps {
  db: Db;
  photos: PhotosService;
  payments: PaymentsService;
  clock: () => Date;
}

/** The console's view of members (members.read): finding them across sites, a member's page, their ledger. */
export class MemberDesk {
  constructor(private readonly deps: MemberDeskDeps) {}

  /** Members of every site matching the search box, newest first, a page at a time. */
  async find(q: string, page: number): Promise<z.input<typeof memberSearchResponse>> {
    const { rows, more } = await searchMembers(this.deps.db, q, page);
    return { members: rows.map(toHit), more };
  }

  /** A member's page; not_found for an unknown id. */
  async page(id: string): Promise<MemberPage> {
    const page = await memberPage(this.deps, id);
    if (!page) throw notFound();
    return page;
  }

  /** A page of the member's credit ledger, newest first. */
  async ledger(id: string, page: number): Promise<z.input<typeof memberLedgerResponse>> {
    if (!(await pageRepo.findMember(this.deps.db, id))) throw notFound();
    const { rows, more } = await ledgerPage(this.deps.db, id, page, LEDGER_PAGE_SIZE);
    return {
      entries: rows.map((row) => ({
        id: row.id,
        delta: row.delta,
        debt: row.debt,
        reason: row.reason,
        reference: row.reference,
        created_at: row.createdAt.toISOString(),
      })),
      more,
    };
  }

  /** What a refund of the payment would do now, as the refund itself computes it. */
  async refundPreview(paymentId: string): Promise<RefundPreview> {
    const preview = await this.deps.payments.refundPreview(paymentId);
    return {
      refundable: preview.refundable,
      amount_cents: preview.amountCents,
      currency: preview.currency,
      credits_due: preview.creditsDue,
      credits_taken: preview.creditsTaken,
      credits_debt: preview.creditsDebt,
    };
  }
}
