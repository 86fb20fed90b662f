import type { TFunction } from 'i18next';
import { translateFieldMessage } from '../../../../shared/contracts/messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';

export interface SendErrorText {
  message: string;
  /** Where the member can remedy it: buy credits, go premium, or switch invisible mode off (settings). */
  action?: { to: string; label: string };
  /** The member must confirm their email address first: a new activation mail is offered. */
  resendActivation?: boolean;
}

/**
 * Why a message was not sent, as the member reads it (SPEC §4 alerts): not enough credits with a buy button, the
 * premium-only refusals with the premium button, an unconfirmed sender's refusal with a new activation mail, an
 * invisible sender's refusal with the way to the settings (to switch invisible mode off), a too long text as its
 * field message, anything else as worded.
 */
export function sendErrorText(error: Error, t: TFunction): SendErrorText {
  if (!(error instanceof ApiError)) return { message: t('errors.generic') };
  const { code, fields } = error.body;
  if (code === 'credits_insufficient') {
    return { message: error.message, action: { to: paths.credits(), label: t('chat.buy_credits') } };
  }
  if (code === 'conversation_limit' || code === 'premium_required') {
    return { message: error.message, action: { to: paths.premium(), label: t('nav.get_premium') } };
  }
  if (code === 'activation_required') return { message: error.message, resendActivation: true };
  if (code === 'invisible_contact') {
    return { message: error.message, action: { to: paths.settings(), label: t('nav.settings') } };
  }
  const field = fields?.text;
  if (field) return { message: translateFieldMessage((key, params) => t(key, params), field) };
  return { message: error.message };
}
