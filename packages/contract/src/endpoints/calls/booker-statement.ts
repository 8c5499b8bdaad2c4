import { BookerStatementResponse, dateInput } from '../accounts';
import { idInput } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** A booker's commission statement between two dates. */
export const bookerStatement = defineEndpoint({
  method: 'GET',
  path: '/api/bookerstatement',
  summary: "A booker's commission statement between two dates.",
  access: 'booker',
  query: v.object({ bookerid: idInput, datefrom: dateInput, dateto: dateInput }),
  response: BookerStatementResponse,
});
