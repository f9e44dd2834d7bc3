import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '@ama/platform';
import { Section } from './Section';

/**
 * A form that starts again empty after each send (re-keyed by `formKey`), and its section's title, where
 * the focus goes back once the form it was in is gone.
 */
export function useFormRounds() {
  const [round, setRound] = useState(0);
  const title = useRef<HTMLHeadingElement>(null);
  return { formKey: `form-${round}`, title, next: () => setRound((current) => current + 1), focusTitle: () => title.current?.focus() };
}

interface FormSectionProps {
  /** The title's id: the form names itself by it (aria-labelledby). */
  titleId: string;
  title: RefObject<HTMLHeadingElement | null>;
  /** Where the section's messages are ('club.terms'): its `title` and `intro`. */
  messages: string;
  /** The area's own class for the section. */
  className: string;
  /** Said above the intro (the account just added, with its one-time password). */
  notice?: ReactNode;
  /** The form. */
  children: ReactNode;
}

/** The section of a page that holds a form that creates something (an account, a code, a terms change): its title, what it does, the form. */
export function FormSection({ titleId, title, messages, className, notice, children }: FormSectionProps) {
  const { t } = useTranslation('backoffice');
  return (
    <Section id={titleId} title={t(`${messages}.title`)} className={className} titleRef={title}>
      {notice}
      <p className="ama-staff__intro">{t(`${messages}.intro`)}</p>
      {children}
    </Section>
  );
}
