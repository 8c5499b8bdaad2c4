import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * A hot statement that takes its whole input as one jsonb argument (`$1`), run the cheapest way each engine allows
 * (docs/decisions/0015-signed-quotations.md).
 *
 * PGlite runs a parameterised query as six separate trips into its WebAssembly (parse, describe, bind, describe,
 * execute, sync) and plans it every time; a simple-protocol query takes two. So on PGlite the statement is
 * prepared once per database and run as `EXECUTE name(<json literal>)`; inside a transaction (a PGlite transaction
 * object, which cannot be told apart from another database's) it is sent whole with the literal in place of `$1`.
 * On PostgreSQL, whose work happens in its own processes, it is an ordinary parameterised query.
 *
 * The literal is safe by construction: JSON can hold `$` only inside strings, where it is written `\u0024`, so
 * nothing in it can end the dollar quoting around it; a NUL cannot reach it (requests holding one are refused, and
 * JSON writes it as an escape, which jsonb refuses rather than cutting the statement short).
 */
export interface JsonStatement {
  /** Runs the statement with `input` as its jsonb argument; the rows it returns. */
  run(db: Db, input: unknown): Promise<Record<string, unknown>[]>;
}

interface PgliteExec {
  exec(query: string): Promise<{ rows: Record<string, unknown>[] }[]>;
}

/** The PGlite database or transaction under a Drizzle handle, or null (PostgreSQL). */
function pgliteUnder(db: Db): PgliteExec | null {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client && typeof (client as Partial<PgliteExec>).exec === 'function' ? (client as PgliteExec) : null;
}

/**
 * `value` as JSON text jsonb accepts: a string holding half of a surrogate pair (which JSON.parse lets a request
 * carry) has it replaced by U+FFFD, as the text parameters of every other statement have it.
 */
function jsonForDatabase(value: unknown): string {
  const json = JSON.stringify(value);
  // JSON.stringify writes a lone surrogate as an escape `\udxxx`; checking for it costs far less than a replacer.
  if (!json.includes('\\ud')) return json;
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' ? item.replace(LONE_SURROGATE, '\uFFFD') : item,
  );
}

/** Half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function dollarQuoted(json: string): string {
  return `$$${json.replaceAll('$', '\\u0024')}$$`;
}

/** A statement named `name` (an SQL identifier) whose text uses `$1` exactly once, for its jsonb argument. */
export function jsonStatement(name: string, text: string): JsonStatement {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad statement name ${name}`);
  const at = text.indexOf('$1');
  if (at < 0 || text.indexOf('$1', at + 2) >= 0) throw new Error(`Statement ${name} must use $1 exactly once`);
  const [before, after] = [text.slice(0, at), text.slice(at + 2)];
  /** The PGlite databases it has been prepared on. */
  const preparedOn = new WeakSet<object>();
  return {
    async run(db, input) {
      const json = jsonForDatabase(input);
      const pglite = pgliteUnder(db);
      if (!pglite) {
        const query: SQL = sql.join([sql.raw(before), sql`${json}`, sql.raw(after)]);
        const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
        return result.rows;
      }
      if (pglite instanceof PGlite) {
        if (!preparedOn.has(pglite)) {
          try {
            await pglite.exec(`PREPARE ${name}(jsonb) AS ${before}$1${after}`);
          } catch (error) {
            // Prepared already on this database (by another copy of this module): use it.
            if ((error as { code?: string }).code !== '42P05') throw error;
          }
          preparedOn.add(pglite);
        }
        const results = await pglite.exec(`EXECUTE ${name}(${dollarQuoted(json)})`);
        return results.at(-1)?.rows ?? [];
      }
      const results = await pglite.exec(`${before}${dollarQuoted(json)}${after}`);
      return results.at(-1)?.rows ?? [];
    },
  };
}
