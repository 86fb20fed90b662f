import { expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { chatResponse, chatsResponse, readChatBody } from '../../../shared/contracts/chats.ts';
import type { AnswerOf, BodyOf, QueryOf } from '../../../shared/contracts/endpoint.ts';
import type { getChat, sendPhotoMessage } from '../../../shared/contracts/endpoints/chats.ts';
import { listChats, readChat } from '../../../shared/contracts/endpoints/chats.ts';
import { api } from './api-client.ts';

/**
 * The web's calls are typed by the endpoint's schemas: a changed schema fails the web's type-check where a call or an
 * answer no longer fits (checked by `tsc -p web/tsconfig.json`; the assertions below are compile-time ones).
 */
it('types a call and its answer by the endpoint definition', () => {
  expectTypeOf<AnswerOf<typeof listChats>>().toEqualTypeOf<z.output<typeof chatsResponse>>();
  expectTypeOf<AnswerOf<typeof getChat>>().toEqualTypeOf<z.output<typeof chatResponse>>();
  expectTypeOf<BodyOf<typeof readChat>>().toEqualTypeOf<z.input<typeof readChatBody>>();
  expectTypeOf<BodyOf<typeof sendPhotoMessage>>().toEqualTypeOf<FormData>();
  expectTypeOf<QueryOf<typeof listChats>>().toBeNever();
  expectTypeOf(api<typeof listChats>).returns.resolves.toEqualTypeOf<z.output<typeof chatsResponse>>();
  // A body the schema does not take, a missing body, a query the endpoint has none of: none compiles.
  const calls = () => {
    // @ts-expect-error the conversation id is a string
    void api(readChat, { body: { conversation: { id: 1 } } });
    // @ts-expect-error readChat needs its body
    void api(readChat);
    // @ts-expect-error listChats takes no query
    void api(listChats, { query: { page: 1 } });
  };
  expectTypeOf(calls).toBeFunction();
});
