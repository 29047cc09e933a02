/** Every state and DC, one module each (sources cited in each file). */
import type { StateRules } from './types';
import { AL } from './al';
import { AR } from './ar';
import { AZ } from './az';
import { CA } from './ca';
import { CO } from './co';
import { CT } from './ct';
import { DC } from './dc';
import { DE } from './de';
import { GA } from './ga';
import { HI } from './hi';
import { IA } from './ia';
import { ID } from './id';
import { IL } from './il';
import { IN } from './in';
import { KS } from './ks';
import { KY } from './ky';
import { LA } from './la';
import { MA } from './ma';
import { MD } from './md';
import { ME } from './me';
import { MI } from './mi';
import { MN } from './mn';
import { MO } from './mo';
import { MS } from './ms';
import { MT } from './mt';
import { NC } from './nc';
import { ND } from './nd';
import { NE } from './ne';
import { NJ } from './nj';
import { NM } from './nm';
import { AK, FL, NV, NH, SD, TN, TX, WY } from './noTax';
import { NY } from './ny';
import { OH } from './oh';
import { OK } from './ok';
import { OR } from './or';
import { PA } from './pa';
import { RI } from './ri';
import { SC } from './sc';
import { UT } from './ut';
import { VA } from './va';
import { VT } from './vt';
import { WA } from './wa';
import { WI } from './wi';
import { WV } from './wv';

export const STATE_RULES: Readonly<Record<string, StateRules>> = {
  AK, AL, AR, AZ, CA, CO, CT, DC, DE, FL, GA, HI, IA, ID, IL, IN, KS, KY, LA, MA, MD, ME, MI, MN, MO, MS, MT, NC, ND, NE, NH, NJ, NM, NV, NY, OH, OK, OR, PA, RI, SC, SD, TN, TX, UT, VA, VT, WA, WI, WV, WY,
};

export type { StateRules, StateYear, StateTaxInput, StatePersonIncome, Bracket, ByStatus } from './types';
