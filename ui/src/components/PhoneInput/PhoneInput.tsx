import { type ChangeEvent, forwardRef, type InputHTMLAttributes, useMemo } from 'react';
import { Field, FieldFrame, type FieldFrameProps, splitFieldProps } from '../Field/Field';
import { Select, type SelectOption } from '../Select/Select';
import { maskPhone } from './phone-mask';

export interface PhoneCountry {
  /** Dial code, e.g. '+55'. */
  code: string;
  flag: string;
  name: string;
  /** `9` stands for a digit, e.g. '(99) 99999-9999'. */
  mask: string;
}

export interface PhoneInputProps
  extends Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'value' | 'onChange' | 'className' | 'defaultValue'
    >,
    Pick<FieldFrameProps, 'label' | 'error' | 'hint'> {
  countries: readonly PhoneCountry[];
  /** The chosen dial code (default: the first country). */
  countryCode?: string;
  onCountryChange?: (code: string) => void;
  /** The masked national number. */
  value: string;
  onValueChange: (masked: string) => void;
  countryLabel?: string;
  className?: string;
}

/**
 * A phone (WhatsApp) field: a country chooser (the ui Select, inset in the field's box)
 * showing flag and dial code, and the number masked as the chosen country writes it. The
 * chooser is named by `countryLabel`, its options by country name and code ('Brasil +55').
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(
  function PhoneInput(props, ref) {
    const [frame, rest] = splitFieldProps(props);
    const {
      countries,
      countryCode,
      onCountryChange,
      value,
      onValueChange,
      countryLabel = 'País',
      ...input
    } = rest;
    const country = countries.find((c) => c.code === countryCode) ?? countries[0];
    const mask = country?.mask ?? '';
    const options = useMemo<SelectOption[]>(
      () =>
        countries.map((c) => ({
          value: c.code,
          label: `${c.name} ${c.code}`,
          valueText: c.code,
          icon: c.flag,
        })),
      [countries],
    );
    return (
      <FieldFrame {...frame}>
        <Field.Control>
          {/* The chooser is not the field's control: it keeps its own name, not the label. */}
          <Select
            appearance="inset"
            hideLabel
            label={countryLabel}
            options={options}
            value={country?.code ?? ''}
            disabled={frame.disabled}
            onValueChange={(code) => {
              const next = countries.find((c) => c.code === code);
              if (!next) return;
              onCountryChange?.(code);
              onValueChange(maskPhone(value, next.mask));
            }}
          />
          <Field.Input
            ref={ref}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={mask.replace(/9/g, '0')}
            value={value}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              onValueChange(maskPhone(event.target.value, mask))
            }
            {...input}
          />
        </Field.Control>
      </FieldFrame>
    );
  },
);
