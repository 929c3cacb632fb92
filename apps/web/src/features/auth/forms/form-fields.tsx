import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { VisibilityIcon, VisibilityOffIcon } from '../../../components/app-icons';

type FieldProps<T extends FieldValues, TOut> = Omit<TextFieldProps, 'name' | 'error'> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  /** Shown under the field at all times (rules, examples); an error shows above it. */
  hint?: ReactNode;
};

/** The helper text: the error first (if any), then the hint; both reach the input's aria-describedby. */
const helper = (error: string | undefined, hint: ReactNode) =>
  error || hint ? (
    <>
      {error && (
        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {error}
        </Box>
      )}
      {hint && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {hint}
        </Box>
      )}
    </>
  ) : undefined;

/**
 * A labelled text field bound to react-hook-form. MUI ties the label to the input and the helper
 * text (error and hint) to it through aria-describedby, and sets aria-invalid on an error.
 */
export const FormTextField = <T extends FieldValues, TOut>({
  control,
  name,
  hint,
  ...props
}: FieldProps<T, TOut>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <TextField
        {...props}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={!!fieldState.error}
        helperText={helper(fieldState.error?.message, hint)}
        fullWidth
      />
    )}
  />
);

/** The e-mail address field: an address keyboard, never capitalised or spell-checked. */
export const EmailField = <T extends FieldValues, TOut>(props: FieldProps<T, TOut>) => (
  <FormTextField
    label="E-mail address"
    type="email"
    required
    slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
    {...props}
  />
);

/** A password field with a Show/Hide password button. */
export const PasswordField = <T extends FieldValues, TOut>(props: FieldProps<T, TOut>) => {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      slotProps={{
        htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setIsVisible((visible) => !visible)}
                aria-label="Show password"
                aria-pressed={isVisible}
                edge="end"
              >
                {isVisible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
