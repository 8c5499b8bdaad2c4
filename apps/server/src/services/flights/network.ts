/**
 * Where airlines fly, so the flight finder offers a believable schedule. Every route lands in the UK: a foreign airline flies
 * from its own hubs into the UK airports it serves; a UK airline flies into its UK bases from the places it
 * serves abroad. Public knowledge of each airline's network, simplified; codes are IATA.
 */
import { WORLD_MAJOR_AIRPORTS } from '../gazetteer/airport-size';

export { WORLD_MAJOR_AIRPORTS };

/** Sun, city-break and ski airports in Europe: origins for the UK's low-cost and holiday airlines. */
const EUROPE_LEISURE = [
  'AGP',
  'ALC',
  'PMI',
  'FAO',
  'TFS',
  'LPA',
  'ACE',
  'FUE',
  'IBZ',
  'MAH',
  'BCN',
  'MAD',
  'VLC',
  'SVQ',
  'LIS',
  'OPO',
  'NCE',
  'CDG',
  'GVA',
  'AMS',
  'BER',
  'PRG',
  'BUD',
  'KRK',
  'ATH',
  'HER',
  'RHO',
  'CFU',
  'DLM',
  'AYT',
  'LCA',
  'MLA',
  'NAP',
  'FCO',
  'VCE',
  'PSA',
  'MXP',
  'SPU',
  'DBV',
  'BOJ',
  'KEF',
  'CPH',
  'DUB',
  'BOD',
  'LYS',
];

/** The main UK airports (for airlines whose UK network is not listed). */
const UK_MAIN = ['LHR', 'LGW', 'MAN'];

/** An airline's network: the airports it flies from and the UK airports it flies into. */
export interface AirlineNetwork {
  from: readonly string[];
  to: readonly string[];
}

const hubs = (from: string[], to: string[]): AirlineNetwork => ({ from, to });

/** Networks by IATA airline code. */
export const AIRLINE_NETWORKS: Readonly<Record<string, AirlineNetwork>> = {
  // UK airlines: into their UK bases.
  BA: hubs(WORLD_MAJOR_AIRPORTS, ['LHR', 'LGW', 'LCY']),
  VS: hubs(
    [
      'JFK',
      'BOS',
      'LAX',
      'SFO',
      'ATL',
      'MCO',
      'MIA',
      'LAS',
      'SEA',
      'IAD',
      'JNB',
      'DEL',
      'BOM',
      'LOS',
      'BGI',
      'TLV',
      'RUH',
    ],
    ['LHR', 'MAN'],
  ),
  U2: hubs(EUROPE_LEISURE, ['LGW', 'LTN', 'STN', 'BRS', 'MAN', 'EDI', 'GLA', 'LPL', 'BFS', 'NCL', 'BHX', 'SEN']),
  FR: hubs(EUROPE_LEISURE, ['STN', 'MAN', 'BHX', 'EDI', 'LPL', 'BRS', 'EMA', 'LBA', 'PIK', 'NCL', 'LTN', 'BOH']),
  LS: hubs(EUROPE_LEISURE, ['MAN', 'LBA', 'BHX', 'EMA', 'NCL', 'GLA', 'EDI', 'BRS', 'STN', 'LPL', 'BFS']),
  BY: hubs(
    [...EUROPE_LEISURE, 'CUN', 'MCO', 'PUJ', 'MBJ'],
    ['MAN', 'LGW', 'BHX', 'BRS', 'EMA', 'NCL', 'GLA', 'STN', 'LTN', 'CWL'],
  ),
  // Foreign airlines: from their hubs.
  AA: hubs(['DFW', 'CLT', 'ORD', 'MIA', 'PHL', 'JFK', 'LAX'], ['LHR', 'MAN', 'EDI']),
  UA: hubs(['EWR', 'ORD', 'IAD', 'SFO', 'DEN', 'IAH'], ['LHR', 'EDI']),
  DL: hubs(['ATL', 'JFK', 'BOS', 'DTW', 'MSP', 'SEA'], ['LHR', 'MAN', 'EDI']),
  AC: hubs(['YYZ', 'YUL', 'YVR', 'YYC'], ['LHR', 'MAN', 'EDI', 'GLA']),
  EK: hubs(['DXB'], ['LHR', 'LGW', 'MAN', 'BHX', 'GLA', 'NCL', 'STN', 'EDI']),
  QR: hubs(['DOH'], ['LHR', 'MAN', 'EDI', 'BHX', 'LGW']),
  EY: hubs(['AUH'], ['LHR', 'MAN', 'EDI']),
  LH: hubs(['FRA', 'MUC'], ['LHR', 'LCY', 'MAN', 'BHX', 'EDI', 'NCL']),
  AF: hubs(['CDG'], ['LHR', 'LCY', 'MAN', 'BHX', 'EDI', 'NCL', 'GLA', 'SOU']),
  KL: hubs(['AMS'], ['LHR', 'LCY', 'MAN', 'BHX', 'EDI', 'GLA', 'NCL', 'BRS', 'LBA', 'ABZ', 'NWI', 'HUY', 'CWL', 'SOU']),
  IB: hubs(['MAD'], ['LHR']),
  EI: hubs(['DUB', 'ORK', 'SNN'], ['LHR', 'LGW', 'MAN', 'BHX', 'EDI', 'BRS', 'NCL', 'GLA']),
  SK: hubs(['CPH', 'OSL', 'ARN'], ['LHR', 'MAN', 'EDI', 'ABZ']),
  LX: hubs(['ZRH', 'GVA'], ['LHR', 'LCY', 'MAN']),
  TK: hubs(['IST'], ['LHR', 'LGW', 'MAN', 'BHX', 'EDI', 'STN']),
  AY: hubs(['HEL'], ['LHR', 'MAN', 'EDI']),
  SQ: hubs(['SIN'], ['LHR', 'MAN']),
  CX: hubs(['HKG'], ['LHR', 'MAN']),
  QF: hubs(['SYD', 'PER', 'MEL'], ['LHR']),
  AI: hubs(['DEL', 'BOM'], ['LHR', 'BHX']),
  W6: hubs(['BUD', 'WAW', 'OTP', 'SOF', 'KTW', 'GDN', 'VNO'], ['LTN', 'LGW', 'BHX']),
  TP: hubs(['LIS', 'OPO'], ['LHR', 'LGW', 'MAN']),
  A3: hubs(['ATH'], ['LHR']),
  OS: hubs(['VIE'], ['LHR']),
  SN: hubs(['BRU'], ['LHR', 'MAN']),
  LO: hubs(['WAW'], ['LHR']),
  ET: hubs(['ADD'], ['LHR', 'MAN']),
  MS: hubs(['CAI'], ['LHR', 'MAN']),
  PK: hubs(['ISB', 'LHE', 'KHI'], ['LHR', 'MAN', 'BHX']),
  NH: hubs(['HND'], ['LHR']),
  JL: hubs(['HND'], ['LHR']),
  CA: hubs(['PEK'], ['LHR', 'LGW']),
  MU: hubs(['PVG'], ['LHR']),
  KE: hubs(['ICN'], ['LHR']),
  DY: hubs(['OSL', 'CPH', 'ARN', 'BGO'], ['LGW', 'EDI', 'MAN']),
  VY: hubs(['BCN'], ['LGW', 'LHR']),
};

/** The UK airports an airline serves when its network is not listed (UK airlines: a wider set). */
export function defaultNetworkTo(uk: boolean): readonly string[] {
  return uk ? [...UK_MAIN, 'STN', 'BHX', 'EDI', 'GLA'] : UK_MAIN;
}

/** Origins abroad for a UK airline whose network is not listed. */
export const DEFAULT_UK_AIRLINE_FROM: readonly string[] = EUROPE_LEISURE;
