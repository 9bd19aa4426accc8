import {
  authErrorMessage,
  COUNTRIES,
  DEFAULT_COUNTRY_CODE,
  fieldErrors,
  type LoginForm,
  LoginSchema,
  type RegisterForm,
  RegisterSchema,
} from '@arte-gospel/domain';
import {
  Alert,
  Button,
  CheckboxField,
  PasswordInput,
  PhoneInput,
  TextField,
} from '@arte-gospel/ui';
import { setValue, useForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Link } from 'wouter';
import { boundInput } from '../../../components/forms/bound-input';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { AUTH_FALLBACKS } from '../../../lib/session/auth';
import { tracked } from '../../../lib/tracked-field';
import * as styles from './auth.css';

/** The email field of 'Entrar', 'Cadastrar' and 'Esqueceu sua senha?'. */
export const emailInput = boundInput(TextField, {
  label: 'Email',
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  placeholder: 'seu@email.com',
});

/** The red box's text (§2.3, §5, §8): the server's message, a known code, else the fallback. */
export function serverErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body as { code?: string } | null;
    const known = authErrorMessage(typeof body?.code === 'string' ? body.code : undefined);
    return known ?? (error.message || fallback);
  }
  return error instanceof Error && error.message ? error.message : fallback;
}

export interface LoginFormProps {
  onSubmit: (values: LoginForm) => Promise<unknown>;
  error: unknown;
  submitting: boolean;
}

/** 'Entrar': email, password with show/hide, rememberMe, 'Esqueci minha senha' (§2.3). */
export function LoginFormView({ onSubmit, error, submitting }: LoginFormProps) {
  useSignals();
  const [, { Form, Field }] = useForm<LoginForm>({
    initialValues: { email: '', password: '', rememberMe: false },
    validate: (values) => fieldErrors(LoginSchema, values),
  });
  return (
    <Form
      className={styles.form}
      aria-label="Entrar"
      onSubmit={async (values) => {
        await onSubmit(values).catch(() => undefined);
      }}
    >
      {error ? (
        <Alert.Root tone="error">
          <Alert.Description>{serverErrorText(error, AUTH_FALLBACKS.login)}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Field name="email">{emailInput}</Field>
      <Field name="password">
        {boundInput(PasswordInput, { label: 'Senha', autoComplete: 'current-password' })}
      </Field>
      <div className={styles.row}>
        <Field name="rememberMe" type="boolean">
          {tracked((field, props) => (
            <CheckboxField
              {...(props as React.InputHTMLAttributes<HTMLInputElement>)}
              label="Lembrar de mim"
              checked={field.value.value ?? false}
            />
          ))}
        </Field>
        <Link href={paths.passwordForgot.href()} className={styles.link}>
          Esqueci minha senha
        </Link>
      </div>
      <Button type="submit" size="lg" className={styles.submit} disabled={submitting}>
        {submitting ? 'Entrando...' : 'Entrar'}
      </Button>
    </Form>
  );
}

export interface RegisterFormProps {
  onSubmit: (values: RegisterForm, dialCode: string) => Promise<unknown>;
  error: unknown;
  submitting: boolean;
}

/** 'Cadastrar': name, email, WhatsApp with country and mask, password and confirmation (§2.3). */
export function RegisterFormView({ onSubmit, error, submitting }: RegisterFormProps) {
  useSignals();
  const [dialCode, setDialCode] = useState(DEFAULT_COUNTRY_CODE);
  const [form, { Form, Field }] = useForm<RegisterForm>({
    initialValues: { name: '', email: '', phone: '', password: '', confirmPassword: '' },
    // Every field's error at once on submit, the passwords' mismatch too.
    validate: (values) => fieldErrors(RegisterSchema, values),
  });
  return (
    <Form
      className={styles.form}
      aria-label="Cadastrar"
      onSubmit={async (values) => {
        await onSubmit(values, dialCode).catch(() => undefined);
      }}
    >
      {error ? (
        <Alert.Root tone="error">
          <Alert.Description>{serverErrorText(error, AUTH_FALLBACKS.register)}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Field name="name">
        {boundInput(TextField, { label: 'Nome', autoComplete: 'name', placeholder: 'Seu nome' })}
      </Field>
      <Field name="email">{emailInput}</Field>
      <Field name="phone">
        {tracked((field, props) => (
          <PhoneInput
            name={props.name}
            ref={props.ref as (element: HTMLInputElement | null) => void}
            onBlur={props.onBlur as React.FocusEventHandler<HTMLInputElement>}
            label="WhatsApp"
            countries={COUNTRIES}
            countryCode={dialCode}
            onCountryChange={setDialCode}
            value={field.value.value ?? ''}
            onValueChange={(masked) => setValue(form, 'phone', masked)}
            error={field.error.value}
          />
        ))}
      </Field>
      <Field name="password">
        {boundInput(PasswordInput, { label: 'Senha', autoComplete: 'new-password' })}
      </Field>
      <Field name="confirmPassword">
        {boundInput(PasswordInput, { label: 'Confirmar senha', autoComplete: 'new-password' })}
      </Field>
      <Button type="submit" size="lg" className={styles.submit} disabled={submitting}>
        {submitting ? 'Criando conta...' : 'Criar conta'}
      </Button>
    </Form>
  );
}
