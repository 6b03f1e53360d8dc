import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE } from '../../i18n/languages';
import { say } from '../../i18n/server-catalog';
import { answerLanguage } from '../services/answer-language';

/** An answer that is only words: `{ message }` (a removal, signing out, a password reset). */
function isMessageAnswer(payload: unknown): payload is { message: string } {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  const keys = Object.keys(payload);
  return keys.length === 1 && keys[0] === 'message' && typeof (payload as { message: unknown }).message === 'string';
}

/**
 * Success answers that are only words speak the caller's language, as refusals do (the error
 * handler words those). The services keep returning English, found word for word in the `answers`
 * catalogue; the language is looked up only for these few answers, never for a sale or a list.
 */
export default fp(
  async function answerWords(app: FastifyInstance) {
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (reply.statusCode >= 400 || !isMessageAnswer(payload)) return payload;
      const language = await answerLanguage(app, request);
      return language === DEFAULT_LANGUAGE ? payload : { message: say(language, payload.message) };
    });
  },
  { name: 'answer-words' },
);
