/**
 * The short names Londoners and visitors type for well-known places, by the place's name in the gazetteer
 * (docs/behaviour/journey.md#addresses). An alias matches like the name itself: "barts" is as good as
 * "St Bartholomew's Hospital", "uch" as "University College Hospital". Only names people really use, each
 * unambiguous in the UK: a wrong alias would put the place above what the passenger meant.
 */
export const PLACE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  "St Bartholomew's Hospital": ['Barts', "Bart's Hospital", 'Barts Hospital'],
  'University College Hospital': ['UCH', 'UCLH'],
  'The Royal London Hospital': ['Royal London'],
  'Great Ormond Street Hospital': ['GOSH'],
  'Victoria and Albert Museum': ['V&A Museum', 'V and A'],
  'The O2': ['O2 Arena', 'Millennium Dome'],
  "Heathrow Terminal 2 (The Queen's Terminal)": ['Heathrow T2', 'LHR T2'],
  'Heathrow Terminal 3': ['Heathrow T3', 'LHR T3'],
  'Heathrow Terminal 4': ['Heathrow T4', 'LHR T4'],
  'Heathrow Terminal 5': ['Heathrow T5', 'LHR T5'],
  'Gatwick North Terminal': ['Gatwick North', 'LGW North'],
  'Gatwick South Terminal': ['Gatwick South', 'LGW South'],
};
