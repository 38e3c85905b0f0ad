/** The text of an option code of the inventory lists, or the code when the list lacks it. */

export function optionText(
  options: readonly { opt: string; value: string }[],
  code: string,
): string {
  return options.find((o) => o.opt === code)?.value ?? code;
}
