import { useTranslation } from '@ama/platform';

/** The figures a field's messages name: "at most {{max}} characters", "at least {{min}}". */
export type FieldLimits = Record<string, { min?: number; max?: number }>;

/** A field's message in the page's language, from its problem code; undefined when it has none. */
export function useFieldError(problems: Record<string, string>, limits: FieldLimits = {}) {
  const { t } = useTranslation('backoffice');
  return (field: string) => {
    const problem = problems[field];
    return problem ? t(`fieldProblems.${problem}`, limits[field] ?? {}) : undefined;
  };
}
