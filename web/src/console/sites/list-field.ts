/**
 * A list typed in one text box, comma-separated ("NL, BE"): the register option that turns the text into the list
 * the contract takes. A list in the form's values shows as "NL,BE" in the box.
 */
export const commaList = {
  setValueAs: (value: unknown) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : value,
};

/** A number box's register option: the number, or NaN (refused by the contract) when empty. */
export const asNumber = { valueAsNumber: true } as const;

/** A number box that may be left empty: null then. */
export const asOptionalNumber = {
  setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
};

/** A text box that may be left empty: null then. */
export const orNull = { setValueAs: (value: unknown) => (value === '' ? null : value) };
