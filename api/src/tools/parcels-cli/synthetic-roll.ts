import { seededRandom } from '../demo/demo-parcels';
import { csvCell } from '../../capabilities/parcel-roll/rejects-file';

/**
 * The columns of a Florida NAL file in their order (the Department of Revenue's layout; the ones
 * the florida-nal layout reads among them), so a synthetic roll is as wide as a real one.
 */
export const NAL_COLUMNS = (
  'CO_NO PARCEL_ID FILE_T ASMNT_YR BAS_STRT ATV_STRT GRP_NO DOR_UC PA_UC SPASS_CD JV JV_CHNG JV_CHNG_CD AV_SD AV_NSD TV_SD TV_NSD JV_HMSTD AV_HMSTD ' +
  'JV_NON_HMSTD_RESD AV_NON_HMSTD_RESD JV_RESD_NON_RESD AV_RESD_NON_RESD JV_CLASS_USE AV_CLASS_USE JV_H2O_RECHRGE AV_H2O_RECHRGE JV_CONSRV_LND AV_CONSRV_LND ' +
  'JV_HIST_COM_PROP AV_HIST_COM_PROP JV_HIST_SIGNF AV_HIST_SIGNF JV_WRKNG_WTRFNT AV_WRKNG_WTRFNT NCONST_VAL DEL_VAL PAR_SPLT DISTR_CD DISTR_YR LND_VAL ' +
  'LND_UNTS_CD NO_LND_UNTS LND_SQFOOT DT_LAST_INSPT IMP_QUAL CONST_CLASS EFF_YR_BLT ACT_YR_BLT TOT_LVG_AREA NO_BULDNG NO_RES_UNTS SPEC_FEAT_VAL M_PAR_SAL1 ' +
  'QUAL_CD1 VI_CD1 SALE_PRC1 SALE_YR1 SALE_MO1 OR_BOOK1 OR_PAGE1 CLERK_NO1 S_CHNG_CD1 M_PAR_SAL2 QUAL_CD2 VI_CD2 SALE_PRC2 SALE_YR2 SALE_MO2 OR_BOOK2 ' +
  'OR_PAGE2 CLERK_NO2 S_CHNG_CD2 OWN_NAME OWN_ADDR1 OWN_ADDR2 OWN_CITY OWN_STATE OWN_ZIPCD OWN_STATE_DOM FIDU_NAME FIDU_ADDR1 FIDU_ADDR2 FIDU_CITY ' +
  'FIDU_STATE FIDU_ZIPCD FIDU_CD S_LEGAL APP_STAT CO_APP_STAT MKT_AR NBRHD_CD PUBLIC_LND TAX_AUTH_CD TWN RNG SEC CENSUS_BK PHY_ADDR1 PHY_ADDR2 PHY_CITY ' +
  'PHY_ZIPCD ALT_KEY ASS_TRNSFR_FG PREV_HMSTD_OWN ASS_DIF_TRNS CONO_PRV_HM PARCEL_ID_PRV_HMSTD YR_VAL_TRNSF SEQ_NO RS_ID MP_ID STATE_PAR_ID SPC_CIR_CD ' +
  'SPC_CIR_YR SPC_CIR_TXT'
).split(' ');

const STREETS = ['OCEAN', 'PALM', 'CYPRESS', 'MANGROVE', 'ORANGE', 'CORAL', 'SEAGRAPE', 'HERON', 'PELICAN', 'MAGNOLIA', 'OSPREY', 'SAWGRASS', 'BANYAN', 'CITRUS'];
const SUFFIXES = ['ST', 'AVE', 'DR', 'BLVD', 'CT', 'LN', 'WAY', 'RD'];
const FIRST = ['MARIA', 'JAMES', 'ANA', 'ROBERT', 'LINDA', 'JOSÉ', 'PATRICIA', 'MICHAEL', 'BARBARA', 'DAVID', 'ELENA', 'RICHARD', 'SUSAN', 'ÁNGEL'];
const LAST = ['GARCIA', 'SMITH', 'JOHNSON', 'RODRIGUEZ', 'WILLIAMS', 'MARTINEZ', 'BROWN', 'HERNÁNDEZ', 'JONES', 'LOPEZ', 'DAVIS', 'GONZÁLEZ', 'MILLER', 'NUÑEZ'];
const CITIES = ['PORT HARBOR', 'BAYSIDE', 'PALM KEY', 'CORAL POINT'];
/** Use codes in about the shares of a Florida county: mostly single family, then condominiums, vacant, commercial. */
const USE_CODES = ['001', '001', '001', '001', '001', '004', '004', '000', '008', '011', '017', '002', '048', '060', '071'];

/** Row `n` of a synthetic NAL roll for `year` (`variant` changes the value of a share of rows: a corrected re-export). */
export function nalRow(n: number, year: number, variant = 0): string[] {
  const random = seededRandom(n * 7919 + 17);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const number = 100 + Math.floor(random() * 19_800);
  const street = `${pick(STREETS)} ${pick(SUFFIXES)}`;
  const owner = `${pick(LAST)} ${pick(FIRST)}`;
  const city = pick(CITIES);
  const use = pick(USE_CODES);
  const land = Math.round((20_000 + random() * 180_000) / 100) * 100;
  const building = use === '000' ? 0 : Math.round((60_000 + random() * 600_000) / 100) * 100;
  const changed = variant !== 0 && n % 100 === variant % 100;
  const just = land + building + (changed ? 5_000 : 0);
  const values: Record<string, string> = {
    CO_NO: '46',
    PARCEL_ID: `${String(10 + (n % 80)).padStart(2, '0')}-${String(Math.floor(n / 80) % 100).padStart(2, '0')}-${String(n).padStart(8, '0')}`,
    FILE_T: 'R',
    ASMNT_YR: String(year),
    DOR_UC: use,
    PA_UC: use.slice(1),
    JV: String(just),
    AV_SD: String(Math.round(just * 0.9)),
    TV_SD: String(Math.round(just * 0.85)),
    LND_VAL: String(land),
    LND_SQFOOT: String(4_000 + Math.floor(random() * 20_000)),
    ACT_YR_BLT: use === '000' ? '' : String(1950 + Math.floor(random() * 74)),
    TOT_LVG_AREA: use === '000' ? '' : String(900 + Math.floor(random() * 3_000)),
    OWN_NAME: owner,
    OWN_ADDR1: random() < 0.85 ? `${number} ${street}` : `PO BOX ${100 + Math.floor(random() * 9_000)}`,
    OWN_ADDR2: '',
    OWN_CITY: city,
    OWN_STATE: 'FL',
    OWN_ZIPCD: String(32_000 + Math.floor(random() * 2_000)),
    S_LEGAL: `LOT ${1 + Math.floor(random() * 40)} BLK ${1 + Math.floor(random() * 12)} ${pick(STREETS)} ESTATES PB ${10 + Math.floor(random() * 90)} PG ${1 + Math.floor(random() * 99)}`,
    NBRHD_CD: String(1_000 + Math.floor(random() * 400)),
    PHY_ADDR1: `${number} ${street}`,
    PHY_ADDR2: '',
    PHY_CITY: city,
    PHY_ZIPCD: String(32_000 + Math.floor(random() * 2_000)),
    ALT_KEY: String(1_000_000 + n),
  };
  return NAL_COLUMNS.map((column) => values[column] ?? '');
}

/** A synthetic roll as CSV lines (header first), written to `write` with backpressure. */
export async function writeSyntheticRoll(rows: number, year: number, write: (chunk: string) => Promise<void>, variant = 0): Promise<void> {
  await write(`${NAL_COLUMNS.join(',')}\r\n`);
  let chunk = '';
  for (let n = 0; n < rows; n += 1) {
    chunk += `${nalRow(n, year, variant).map(csvCell).join(',')}\r\n`;
    if (chunk.length > 256_000) {
      await write(chunk);
      chunk = '';
    }
  }
  if (chunk) await write(chunk);
}
