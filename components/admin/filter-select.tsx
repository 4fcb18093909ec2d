type Option = string | readonly [value: string, label: string];

/** A filter of the back office's GET forms: empty means any. */
export function FilterSelect({
  label,
  name,
  value,
  options,
  any = true,
}: {
  label: string;
  name: string;
  value: string | undefined;
  options: readonly Option[];
  /** offer "Any" (empty) first */
  any?: boolean;
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ''}>
        {any && <option value="">Any</option>}
        {options.map((option) => {
          const [optionValue, optionLabel] = typeof option === 'string' ? [option, option] : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
    </label>
  );
}

/** The days a back-office view covers, Dubai's calendar days (`from` and `to` inclusive). */
export function DubaiDaysFilter({
  from,
  to,
}: {
  from: string | undefined;
  to: string | undefined;
}) {
  return (
    <>
      <label>
        From (Dubai)
        <input type="date" name="from" defaultValue={from} />
      </label>
      <label>
        To (Dubai)
        <input type="date" name="to" defaultValue={to} />
      </label>
    </>
  );
}
