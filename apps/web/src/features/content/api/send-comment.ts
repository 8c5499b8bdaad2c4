import { accountsEndpoints, type BodyOf } from '@cabkit/contract';
import { call } from '../../../api/client';

/** A contact form message as POST /api/comment takes it (docs/behaviour/people.md#contact-us). */
export type CommentRequest = BodyOf<typeof accountsEndpoints.comment>;

/** Sends a contact form; resolves with the server's message (Code 1), rejects with an ApiError otherwise. */
export async function sendComment(body: CommentRequest): Promise<string> {
  const answer = await call(accountsEndpoints.comment, { body });
  return answer.Message;
}
