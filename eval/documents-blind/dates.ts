/**
 * The date forms the blind set's documents print. Each layout offers several, as the real issuers'
 * printers and card generations differ; a case draws one by its seed.
 */
const monthsEn = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const monthsFr = ['JANV', 'FÉVR', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'];
const monthsLong = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateForm =
  | 'dd MON yy'
  | 'dd MON/FR yy'
  | 'dd MON yyyy'
  | 'dd MON/FR yyyy'
  | 'dd.mm.yyyy'
  | 'dd/mm/yyyy'
  | 'dd-mm-yyyy'
  | 'dd mm yyyy'
  | 'dd-MON-yyyy'
  | 'yyyy-mm-dd'
  | 'd Month yyyy';

/** An ISO date printed in `form`. */
export function formatDate(iso: string, form: DateForm): string {
  const yyyy = iso.slice(0, 4);
  const yy = iso.slice(2, 4);
  const mm = iso.slice(5, 7);
  const dd = iso.slice(8, 10);
  const m = Number(mm) - 1;
  const en = monthsEn[m]!;
  switch (form) {
    case 'dd MON yy':
      return `${dd} ${en} ${yy}`;
    case 'dd MON/FR yy':
      // Bilingual passports print the French month after the English one only where they differ.
      return en === monthsFr[m] ? `${dd} ${en} ${yy}` : `${dd} ${en}/${monthsFr[m]} ${yy}`;
    case 'dd MON yyyy':
      return `${dd} ${en} ${yyyy}`;
    case 'dd MON/FR yyyy':
      return en === monthsFr[m] ? `${dd} ${en} ${yyyy}` : `${dd} ${en}/${monthsFr[m]} ${yyyy}`;
    case 'dd.mm.yyyy':
      return `${dd}.${mm}.${yyyy}`;
    case 'dd/mm/yyyy':
      return `${dd}/${mm}/${yyyy}`;
    case 'dd-mm-yyyy':
      return `${dd}-${mm}-${yyyy}`;
    case 'dd mm yyyy':
      return `${dd} ${mm} ${yyyy}`;
    case 'dd-MON-yyyy':
      return `${dd}-${en}-${yyyy}`;
    case 'yyyy-mm-dd':
      return `${yyyy}-${mm}-${dd}`;
    case 'd Month yyyy':
      return `${Number(dd)} ${monthsLong[m]} ${yyyy}`;
  }
}
