/**
 * Local income taxes a household pays where it lives, chosen by locality. Each entry is a flat rate on one base:
 * - `income`: the engine's local base, AGI less taxable Social Security (Maryland counties tax Maryland taxable
 *   income and Indiana counties Indiana AGI less exemptions: the flat rate on this base stands in for them);
 * - `earned`: wages only (Ohio municipal income taxes, ORC 718.01 and 718.04, and Pennsylvania's earned income
 *   taxes, 53 P.S. 6924.301.1 and Philadelphia's wage tax, tax wages and net profits, not pensions, IRA money,
 *   interest, dividends or gains);
 * - `stateTax`: a share of the state income tax (Yonkers' resident surcharge, N.Y. Tax Law 1332 and the Yonkers
 *   city code: 16.75% of the net New York State tax).
 * New York City's resident tax (N.Y. Tax Law 1304, NYC Admin. Code 11-1701) is graduated, 3.078% to 3.876%; its top
 * rate applies from 50,000 of taxable income (single) / 90,000 (joint) and is listed as the flat rate.
 * Rates as of tax year 2025. Maryland and Indiana rates cross-read with PolicyEngine US
 * (gov/local/md/flat_rate, gov/states/in/tax/income/county_rates).
 */
export type LocalityKind = 'county' | 'city' | 'municipality';
export type LocalBase = 'income' | 'earned' | 'stateTax';

export interface Locality {
  /** Stable code: state, dash, name. */
  code: string;
  name: string;
  /** USPS code of the state the locality is in. */
  state: string;
  kind: LocalityKind;
  /** Rate on the base (0.032 = 3.2%; for `stateTax`, the share of the state tax). */
  rate: number;
  /** Default `income`. */
  base?: LocalBase;
  note?: string;
}

export const LOCALITIES: readonly Locality[] = [
  // Maryland counties and Baltimore City: local tax on Maryland taxable income (Tax-Gen. 10-106, 10-103);
  // Comptroller of Maryland, 2025 resident booklet, local tax rate chart.
  { code: 'MD-ALLEGANY', name: 'Allegany County', state: 'MD', kind: 'county', rate: 0.0303 },
  { code: 'MD-ANNE-ARUNDEL', name: 'Anne Arundel County', state: 'MD', kind: 'county', rate: 0.0294, note: 'graduated 2.70% / 2.94% / 3.20%: the middle rate' },
  { code: 'MD-BALTIMORE-CITY', name: 'Baltimore City', state: 'MD', kind: 'county', rate: 0.032 },
  { code: 'MD-BALTIMORE', name: 'Baltimore County', state: 'MD', kind: 'county', rate: 0.032 },
  { code: 'MD-CALVERT', name: 'Calvert County', state: 'MD', kind: 'county', rate: 0.032 },
  { code: 'MD-CAROLINE', name: 'Caroline County', state: 'MD', kind: 'county', rate: 0.032 },
  { code: 'MD-CARROLL', name: 'Carroll County', state: 'MD', kind: 'county', rate: 0.0303 },
  { code: 'MD-CECIL', name: 'Cecil County', state: 'MD', kind: 'county', rate: 0.0274 },
  { code: 'MD-CHARLES', name: 'Charles County', state: 'MD', kind: 'county', rate: 0.0303 },
  { code: 'MD-DORCHESTER', name: 'Dorchester County', state: 'MD', kind: 'county', rate: 0.033 },
  { code: 'MD-FREDERICK', name: 'Frederick County', state: 'MD', kind: 'county', rate: 0.0296, note: 'graduated 2.25% to 3.20%: the 50,000-150,000 rate' },
  { code: 'MD-GARRETT', name: 'Garrett County', state: 'MD', kind: 'county', rate: 0.0265 },
  { code: 'MD-HARFORD', name: 'Harford County', state: 'MD', kind: 'county', rate: 0.0306 },
  { code: 'MD-HOWARD', name: 'Howard County', state: 'MD', kind: 'county', rate: 0.032 },
  { code: 'MD-KENT', name: 'Kent County', state: 'MD', kind: 'county', rate: 0.032 },
  { code: 'MD-MONTGOMERY', name: 'Montgomery County', state: 'MD', kind: 'county', rate: 0.032 },
  { code: 'MD-PRINCE-GEORGES', name: "Prince George's County", state: 'MD', kind: 'county', rate: 0.032 },
  { code: 'MD-QUEEN-ANNES', name: "Queen Anne's County", state: 'MD', kind: 'county', rate: 0.032 },
  { code: 'MD-SOMERSET', name: 'Somerset County', state: 'MD', kind: 'county', rate: 0.032 },
  { code: 'MD-ST-MARYS', name: "St. Mary's County", state: 'MD', kind: 'county', rate: 0.032 },
  { code: 'MD-TALBOT', name: 'Talbot County', state: 'MD', kind: 'county', rate: 0.024 },
  { code: 'MD-WASHINGTON', name: 'Washington County', state: 'MD', kind: 'county', rate: 0.0295 },
  { code: 'MD-WICOMICO', name: 'Wicomico County', state: 'MD', kind: 'county', rate: 0.032 },
  { code: 'MD-WORCESTER', name: 'Worcester County', state: 'MD', kind: 'county', rate: 0.0225 },
  // Indiana counties: local income tax on Indiana AGI less exemptions (IC 6-3.6); Departmental Notice #1, 2025
  // county rates (DOR, effective January 1, 2025).
  { code: 'IN-ADAMS', name: 'Adams County', state: 'IN', kind: 'county', rate: 0.016 },
  { code: 'IN-ALLEN', name: 'Allen County', state: 'IN', kind: 'county', rate: 0.0159 },
  { code: 'IN-BARTHOLOMEW', name: 'Bartholomew County', state: 'IN', kind: 'county', rate: 0.0175 },
  { code: 'IN-BENTON', name: 'Benton County', state: 'IN', kind: 'county', rate: 0.0179 },
  { code: 'IN-BLACKFORD', name: 'Blackford County', state: 'IN', kind: 'county', rate: 0.025 },
  { code: 'IN-BOONE', name: 'Boone County', state: 'IN', kind: 'county', rate: 0.017 },
  { code: 'IN-BROWN', name: 'Brown County', state: 'IN', kind: 'county', rate: 0.025234 },
  { code: 'IN-CARROLL', name: 'Carroll County', state: 'IN', kind: 'county', rate: 0.022733 },
  { code: 'IN-CASS', name: 'Cass County', state: 'IN', kind: 'county', rate: 0.0295 },
  { code: 'IN-CLARK', name: 'Clark County', state: 'IN', kind: 'county', rate: 0.02 },
  { code: 'IN-CLAY', name: 'Clay County', state: 'IN', kind: 'county', rate: 0.0235 },
  { code: 'IN-CLINTON', name: 'Clinton County', state: 'IN', kind: 'county', rate: 0.0265 },
  { code: 'IN-CRAWFORD', name: 'Crawford County', state: 'IN', kind: 'county', rate: 0.0165 },
  { code: 'IN-DAVIESS', name: 'Daviess County', state: 'IN', kind: 'county', rate: 0.015 },
  { code: 'IN-DEARBORN', name: 'Dearborn County', state: 'IN', kind: 'county', rate: 0.014 },
  { code: 'IN-DECATUR', name: 'Decatur County', state: 'IN', kind: 'county', rate: 0.0245 },
  { code: 'IN-DEKALB', name: 'DeKalb County', state: 'IN', kind: 'county', rate: 0.0213 },
  { code: 'IN-DELAWARE', name: 'Delaware County', state: 'IN', kind: 'county', rate: 0.015 },
  { code: 'IN-DUBOIS', name: 'Dubois County', state: 'IN', kind: 'county', rate: 0.012 },
  { code: 'IN-ELKHART', name: 'Elkhart County', state: 'IN', kind: 'county', rate: 0.02 },
  { code: 'IN-FAYETTE', name: 'Fayette County', state: 'IN', kind: 'county', rate: 0.0282 },
  { code: 'IN-FLOYD', name: 'Floyd County', state: 'IN', kind: 'county', rate: 0.0189 },
  { code: 'IN-FOUNTAIN', name: 'Fountain County', state: 'IN', kind: 'county', rate: 0.021 },
  { code: 'IN-FRANKLIN', name: 'Franklin County', state: 'IN', kind: 'county', rate: 0.017 },
  { code: 'IN-FULTON', name: 'Fulton County', state: 'IN', kind: 'county', rate: 0.0288 },
  { code: 'IN-GIBSON', name: 'Gibson County', state: 'IN', kind: 'county', rate: 0.013 },
  { code: 'IN-GRANT', name: 'Grant County', state: 'IN', kind: 'county', rate: 0.0255 },
  { code: 'IN-GREENE', name: 'Greene County', state: 'IN', kind: 'county', rate: 0.0215 },
  { code: 'IN-HAMILTON', name: 'Hamilton County', state: 'IN', kind: 'county', rate: 0.011 },
  { code: 'IN-HANCOCK', name: 'Hancock County', state: 'IN', kind: 'county', rate: 0.0194 },
  { code: 'IN-HARRISON', name: 'Harrison County', state: 'IN', kind: 'county', rate: 0.01 },
  { code: 'IN-HENDRICKS', name: 'Hendricks County', state: 'IN', kind: 'county', rate: 0.017 },
  { code: 'IN-HENRY', name: 'Henry County', state: 'IN', kind: 'county', rate: 0.0202 },
  { code: 'IN-HOWARD', name: 'Howard County', state: 'IN', kind: 'county', rate: 0.0195 },
  { code: 'IN-HUNTINGTON', name: 'Huntington County', state: 'IN', kind: 'county', rate: 0.0195 },
  { code: 'IN-JACKSON', name: 'Jackson County', state: 'IN', kind: 'county', rate: 0.021 },
  { code: 'IN-JASPER', name: 'Jasper County', state: 'IN', kind: 'county', rate: 0.02864 },
  { code: 'IN-JAY', name: 'Jay County', state: 'IN', kind: 'county', rate: 0.025 },
  { code: 'IN-JEFFERSON', name: 'Jefferson County', state: 'IN', kind: 'county', rate: 0.0103 },
  { code: 'IN-JENNINGS', name: 'Jennings County', state: 'IN', kind: 'county', rate: 0.025 },
  { code: 'IN-JOHNSON', name: 'Johnson County', state: 'IN', kind: 'county', rate: 0.014 },
  { code: 'IN-KNOX', name: 'Knox County', state: 'IN', kind: 'county', rate: 0.017 },
  { code: 'IN-KOSCIUSKO', name: 'Kosciusko County', state: 'IN', kind: 'county', rate: 0.01 },
  { code: 'IN-LAGRANGE', name: 'Lagrange County', state: 'IN', kind: 'county', rate: 0.0165 },
  { code: 'IN-LAKE', name: 'Lake County', state: 'IN', kind: 'county', rate: 0.015 },
  { code: 'IN-LAPORTE', name: 'LaPorte County', state: 'IN', kind: 'county', rate: 0.0145 },
  { code: 'IN-LAWRENCE', name: 'Lawrence County', state: 'IN', kind: 'county', rate: 0.0175 },
  { code: 'IN-MADISON', name: 'Madison County', state: 'IN', kind: 'county', rate: 0.0225 },
  { code: 'IN-MARION', name: 'Marion County', state: 'IN', kind: 'county', rate: 0.0202 },
  { code: 'IN-MARSHALL', name: 'Marshall County', state: 'IN', kind: 'county', rate: 0.0125 },
  { code: 'IN-MARTIN', name: 'Martin County', state: 'IN', kind: 'county', rate: 0.025 },
  { code: 'IN-MIAMI', name: 'Miami County', state: 'IN', kind: 'county', rate: 0.0254 },
  { code: 'IN-MONROE', name: 'Monroe County', state: 'IN', kind: 'county', rate: 0.0214 },
  { code: 'IN-MONTGOMERY', name: 'Montgomery County', state: 'IN', kind: 'county', rate: 0.0265 },
  { code: 'IN-MORGAN', name: 'Morgan County', state: 'IN', kind: 'county', rate: 0.0272 },
  { code: 'IN-NEWTON', name: 'Newton County', state: 'IN', kind: 'county', rate: 0.01 },
  { code: 'IN-NOBLE', name: 'Noble County', state: 'IN', kind: 'county', rate: 0.0175 },
  { code: 'IN-OHIO', name: 'Ohio County', state: 'IN', kind: 'county', rate: 0.02 },
  { code: 'IN-ORANGE', name: 'Orange County', state: 'IN', kind: 'county', rate: 0.0175 },
  { code: 'IN-OWEN', name: 'Owen County', state: 'IN', kind: 'county', rate: 0.025 },
  { code: 'IN-PARKE', name: 'Parke County', state: 'IN', kind: 'county', rate: 0.0265 },
  { code: 'IN-PERRY', name: 'Perry County', state: 'IN', kind: 'county', rate: 0.014 },
  { code: 'IN-PIKE', name: 'Pike County', state: 'IN', kind: 'county', rate: 0.012 },
  { code: 'IN-PORTER', name: 'Porter County', state: 'IN', kind: 'county', rate: 0.005 },
  { code: 'IN-POSEY', name: 'Posey County', state: 'IN', kind: 'county', rate: 0.0145 },
  { code: 'IN-PULASKI', name: 'Pulaski County', state: 'IN', kind: 'county', rate: 0.0285 },
  { code: 'IN-PUTNAM', name: 'Putnam County', state: 'IN', kind: 'county', rate: 0.023 },
  { code: 'IN-RANDOLPH', name: 'Randolph County', state: 'IN', kind: 'county', rate: 0.03 },
  { code: 'IN-RIPLEY', name: 'Ripley County', state: 'IN', kind: 'county', rate: 0.0238 },
  { code: 'IN-RUSH', name: 'Rush County', state: 'IN', kind: 'county', rate: 0.0215 },
  { code: 'IN-SCOTT', name: 'Scott County', state: 'IN', kind: 'county', rate: 0.0216 },
  { code: 'IN-SHELBY', name: 'Shelby County', state: 'IN', kind: 'county', rate: 0.016 },
  { code: 'IN-SPENCER', name: 'Spencer County', state: 'IN', kind: 'county', rate: 0.008 },
  { code: 'IN-STARKE', name: 'Starke County', state: 'IN', kind: 'county', rate: 0.0171 },
  { code: 'IN-STEUBEN', name: 'Steuben County', state: 'IN', kind: 'county', rate: 0.0199 },
  { code: 'IN-ST-JOSEPH', name: 'St. Joseph County', state: 'IN', kind: 'county', rate: 0.0175 },
  { code: 'IN-SULLIVAN', name: 'Sullivan County', state: 'IN', kind: 'county', rate: 0.017 },
  { code: 'IN-SWITZERLAND', name: 'Switzerland County', state: 'IN', kind: 'county', rate: 0.0145 },
  { code: 'IN-TIPPECANOE', name: 'Tippecanoe County', state: 'IN', kind: 'county', rate: 0.0128 },
  { code: 'IN-TIPTON', name: 'Tipton County', state: 'IN', kind: 'county', rate: 0.026 },
  { code: 'IN-UNION', name: 'Union County', state: 'IN', kind: 'county', rate: 0.02 },
  { code: 'IN-VANDERBURGH', name: 'Vanderburgh County', state: 'IN', kind: 'county', rate: 0.0125 },
  { code: 'IN-VERMILLION', name: 'Vermillion County', state: 'IN', kind: 'county', rate: 0.015 },
  { code: 'IN-VIGO', name: 'Vigo County', state: 'IN', kind: 'county', rate: 0.02 },
  { code: 'IN-WABASH', name: 'Wabash County', state: 'IN', kind: 'county', rate: 0.029 },
  { code: 'IN-WARREN', name: 'Warren County', state: 'IN', kind: 'county', rate: 0.0212 },
  { code: 'IN-WARRICK', name: 'Warrick County', state: 'IN', kind: 'county', rate: 0.01 },
  { code: 'IN-WASHINGTON', name: 'Washington County', state: 'IN', kind: 'county', rate: 0.02 },
  { code: 'IN-WAYNE', name: 'Wayne County', state: 'IN', kind: 'county', rate: 0.0125 },
  { code: 'IN-WELLS', name: 'Wells County', state: 'IN', kind: 'county', rate: 0.021 },
  { code: 'IN-WHITE', name: 'White County', state: 'IN', kind: 'county', rate: 0.0232 },
  { code: 'IN-WHITLEY', name: 'Whitley County', state: 'IN', kind: 'county', rate: 0.016829 },
  // New York: New York City (graduated 3.078-3.876%, top rate as flat) and Yonkers (16.75% of state tax);
  // NYS IT-201 instructions 2025, NYC and Yonkers tax rate schedules.
  { code: 'NY-NEW-YORK-CITY', name: 'New York City', state: 'NY', kind: 'city', rate: 0.03876, note: 'graduated 3.078% to 3.876%: the top rate, which applies from 50,000 (single) / 90,000 (joint) of taxable income' },
  { code: 'NY-YONKERS', name: 'Yonkers', state: 'NY', kind: 'city', rate: 0.1675, base: 'stateTax', note: 'resident surcharge of 16.75% of the net New York State tax' },
  // Ohio municipalities: municipal income tax on wages (ORC 718); rates from each city's income tax ordinance as
  // listed in the Ohio Department of Taxation municipal income tax rate table, 2025.
  { code: 'OH-AKRON', name: 'Akron', state: 'OH', kind: 'municipality', rate: 0.025, base: 'earned' },
  { code: 'OH-CANTON', name: 'Canton', state: 'OH', kind: 'municipality', rate: 0.025, base: 'earned' },
  { code: 'OH-CINCINNATI', name: 'Cincinnati', state: 'OH', kind: 'municipality', rate: 0.018, base: 'earned' },
  { code: 'OH-CLEVELAND', name: 'Cleveland', state: 'OH', kind: 'municipality', rate: 0.025, base: 'earned' },
  { code: 'OH-COLUMBUS', name: 'Columbus', state: 'OH', kind: 'municipality', rate: 0.025, base: 'earned' },
  { code: 'OH-DAYTON', name: 'Dayton', state: 'OH', kind: 'municipality', rate: 0.025, base: 'earned' },
  { code: 'OH-TOLEDO', name: 'Toledo', state: 'OH', kind: 'municipality', rate: 0.025, base: 'earned' },
  { code: 'OH-YOUNGSTOWN', name: 'Youngstown', state: 'OH', kind: 'municipality', rate: 0.0275, base: 'earned' },
  // Pennsylvania: resident earned income tax (municipal plus school district, Act 32 of 2008) and Philadelphia's
  // resident wage tax (3.74% from July 1, 2025; Philadelphia Code 19-1500); Pittsburgh 1% city + 2% school district.
  { code: 'PA-PHILADELPHIA', name: 'Philadelphia', state: 'PA', kind: 'municipality', rate: 0.0374, base: 'earned' },
  { code: 'PA-PITTSBURGH', name: 'Pittsburgh', state: 'PA', kind: 'municipality', rate: 0.03, base: 'earned' },
  { code: 'PA-OTHER', name: 'Other Pennsylvania municipality (1% earned income tax)', state: 'PA', kind: 'municipality', rate: 0.01, base: 'earned', note: 'the 0.5% municipal and 0.5% school district minimum most municipalities levy' },
];

/** The locality of a code (undefined when unknown). */
export function localityOf(code: string): Locality | undefined {
  for (const l of LOCALITIES) if (l.code === code) return l;
  return undefined;
}

/** Localities of a state, by name. */
export function localitiesIn(state: string): Locality[] {
  return LOCALITIES.filter((l) => l.state === state).sort((a, b) => a.name.localeCompare(b.name));
}
