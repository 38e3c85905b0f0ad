/**
 * Taxpayer names compared as the SAT compares them for CFDI 4.0 (Emisor@Nombre and
 * Receptor@Nombre against the name in its RFC register, and a CSD's subject): the same letters
 * and words once these differences are set aside, in this order —
 *
 * 1. Case: upper case (Spanish rules; "ñ" → "Ñ").
 * 2. Accents: á é í ó ú ü and their capitals lose the mark (Ñ stays Ñ: it is a letter of its own).
 * 3. Punctuation that writers add or leave out: periods and commas become spaces ("S.A. DE C.V." →
 *    "S A DE C V", so "S.A." and "SA" compare alike once spaces go in step 5).
 * 4. The capital regime ("régimen societario") at the end: CFDI 4.0 asks the name without it, the
 *    certificate and the register carry it, and issuers write both ways; one trailing regime from
 *    REGIMES is removed (SA DE CV, S DE RL DE CV, SAPI DE CV, SC, AC, ...).
 * 5. White space: runs of spaces, tabs and line breaks become one; none at the ends; then the
 *    spaces between single letters of a regime are joined by comparing without any space at all.
 *
 * Everything else counts: "&", digits, a different word, a missing word.
 */

/**
 * Capital regimes a name may end with, as words without punctuation (longest first, so "SA DE CV"
 * is removed whole rather than as "CV"). From the SAT's list of "régimen de capital" in the
 * constancia de situación fiscal, plus the common abbreviations of each.
 */
export const REGIMES: readonly string[] = [
  'SOCIEDAD ANONIMA PROMOTORA DE INVERSION DE CAPITAL VARIABLE',
  'SOCIEDAD DE RESPONSABILIDAD LIMITADA DE CAPITAL VARIABLE',
  'SOCIEDAD ANONIMA BURSATIL DE CAPITAL VARIABLE',
  'SOCIEDAD ANONIMA DE CAPITAL VARIABLE',
  'SOCIEDAD DE RESPONSABILIDAD LIMITADA',
  'SOCIEDAD POR ACCIONES SIMPLIFICADA',
  'SOCIEDAD ANONIMA',
  'SOCIEDAD CIVIL',
  'ASOCIACION CIVIL',
  'SA DE CV SOFOM ENR',
  'SA DE CV SOFOM ER',
  'SAPI DE CV',
  'SAB DE CV',
  'S DE RL DE CV',
  'SRL DE CV',
  'SL DE RL DE CV',
  'SAS DE CV',
  'SA DE CV',
  'S DE CV',
  'S EN C',
  'S DE RL',
  'SAPI',
  'SAB',
  'SAS',
  'SA',
  'SC',
  'AC',
  'SRL',
].map((r) => r.replace(/ /g, ''));

const ACCENTS: Readonly<Record<string, string>> = {
  Á: 'A',
  É: 'E',
  Í: 'I',
  Ó: 'O',
  Ú: 'U',
  Ü: 'U',
  À: 'A',
  È: 'E',
  Ì: 'I',
  Ò: 'O',
  Ù: 'U',
};

/** Steps 1–3 and 5: upper case, no accents, periods and commas as spaces, one space between words. */
function words(name: string): string[] {
  return name
    .toLocaleUpperCase('es-MX')
    .replace(/[ÁÉÍÓÚÜÀÈÌÒÙ]/g, (c) => ACCENTS[c] ?? c)
    .replace(/[.,]/g, ' ')
    .split(/[ \t\r\n]+/)
    .filter((w) => w !== '');
}

/**
 * The name as the comparison sees it: the steps above, the trailing regime removed, and no spaces
 * (so "S A DE C V" and "SA DE CV" are one). Answers '' for a name that is only a regime.
 */
export function comparableName(name: string): string {
  const ws = words(name);
  // Step 4: the longest run of trailing words that, joined, is a known regime.
  for (let start = Math.max(0, ws.length - 10); start < ws.length; start++) {
    if (start === 0) continue; // a name is never only its regime
    const tail = ws.slice(start).join('');
    if (REGIMES.includes(tail)) return ws.slice(0, start).join('');
  }
  return ws.join('');
}

/** Whether two taxpayer names are the same name as the SAT compares them. */
export function sameTaxpayerName(a: string, b: string): boolean {
  const x = comparableName(a);
  return x !== '' && x === comparableName(b);
}
