// @ama/shared-ui: the AMA design system. Presentational only: no app state, no API calls, no i18n
// instance (callers pass translated text as props), no import of another @ama package.

// Global styles load once with the package (it is a Module Federation singleton): tokens, fonts, base.
import './tokens/tokens.css';
import './styles/fonts.css';
import './styles/base.css';

export * from './timing';
export * as tokens from './tokens/tokens';

export { Button, type ButtonProps } from './Button/Button';
export { BUTTON_SIZES, BUTTON_THEMES, buttonClassName, type ButtonLookOptions, type ButtonSize, type ButtonTheme } from './Button/button-options';
export { IconButton, type IconButtonProps } from './IconButton/IconButton';
export { Spinner } from './Spinner/Spinner';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
export { DecorativeClip, type DecorativeClipProps } from './DecorativeClip/DecorativeClip';
export { ToolLinkContent, toolLinkClassName, type ToolLinkContentProps } from './ToolLink/ToolLink';

export { Toast, type ToastProps } from './Toast/Toast';
export { Toaster, type ToasterProps } from './Toast/Toaster';
export { TOAST_TIMEOUT_MS, toastTimeout, type ToastAction, type ToastData, type ToastType, type ToastWidth } from './Toast/toast-types';

export { Modal, type ModalProps, type ModalType } from './Modal/Modal';
export { Tooltip, type TooltipPlacement, type TooltipProps } from './Tooltip/Tooltip';
export { Menu, type MenuProps } from './Menu/Menu';

export { TextField, type TextFieldProps } from './form/TextField';
export { TextArea, type TextAreaProps } from './form/TextArea';
export { Select, type SelectOption, type SelectProps } from './form/Select';
export { Combobox, type ComboboxMessages, type ComboboxOption, type ComboboxProps } from './form/Combobox';
export { Checkbox, type CheckboxProps } from './form/Checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './form/RadioGroup';
export { CardFields, type CardFieldsProps } from './form/CardFields';
export { CARD_FIELDS, cardCvc, emptyCard, formatExpiry, groupCardNumber, withCardField, type CardField, type CardValues } from './form/card-format';
export type { FieldTextProps } from './form/Field';

export * as icons from './icons';

// Explicit, so it wins over any same-named star export.
export { ErrorPage, type ErrorPageProps } from './ErrorPage/ErrorPage';

// Page-level states shared by the shell and every remote (lead engineer).
export * from './app-states';
