import { accountsEndpoints, type ResponseOf } from '@cabkit/contract';
import { call } from '../../../api/client';

/** The booker statement answer (docs/behaviour/booker.md#statements: its rows, with totals). */
export type Statement = ResponseOf<typeof accountsEndpoints.bookerStatement>;
/** One statement row. */
export type StatementRow = Statement['Rows'][number];

/** The booker's statement for whole days `datefrom` to `dateto` (GET /api/bookerstatement). */
export function getStatement(bookerid: number, datefrom: string, dateto: string): Promise<Statement> {
  return call(accountsEndpoints.bookerStatement, { query: { bookerid, datefrom, dateto } });
}
