/**
 * The register every business gets at sign-up. Its name is stored as this English text (and a
 * register cannot be renamed), so screens show it in the reader's language instead: "Caisse 1" in
 * French, "Caja 1" in Spanish (`registers:firstRegister`).
 */
export const FIRST_REGISTER_NAME = 'Register 1';

/** The name a register is shown under, `firstName` being the first register's in the reader's language. */
export function shownRegisterName(name: string, firstName: string): string {
  return name === FIRST_REGISTER_NAME ? firstName : name;
}
