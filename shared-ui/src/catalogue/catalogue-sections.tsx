import type { ComponentType } from 'react';
import { CATALOGUE_CONTENTS, type CatalogueContentsEntry } from './catalogue-contents';
import { ErrorPageSection, PageIntroSection, RemoteFallbackSection } from './sections/AppStateSections';
import { ButtonSection } from './sections/ButtonSection';
import { FormFieldsSection } from './sections/FormFieldsSection';
import { IconButtonSection } from './sections/IconButtonSection';
import { IconsSection } from './sections/IconsSection';
import { MenuSection } from './sections/MenuSection';
import { ModalSection } from './sections/ModalSection';
import { SpinnerSection, VisuallyHiddenSection } from './sections/PrimitiveSections';
import { ToasterSection } from './sections/ToasterSection';
import { TokensSection } from './sections/TokensSection';
import { TooltipSection } from './sections/TooltipSection';

type SectionId = (typeof CATALOGUE_CONTENTS)[number]['id'];

// A Record over every id: the type check fails if a contents entry has no examples, or vice versa.
const EXAMPLES: Record<SectionId, ComponentType> = {
  'ui-button': ButtonSection,
  'ui-icon-button': IconButtonSection,
  'ui-icons': IconsSection,
  'ui-toaster': ToasterSection,
  'ui-modal': ModalSection,
  'ui-tooltip': TooltipSection,
  'ui-menu': MenuSection,
  'ui-form-fields': FormFieldsSection,
  'ui-error-page': ErrorPageSection,
  'ui-remote-fallback': RemoteFallbackSection,
  'ui-page-intro': PageIntroSection,
  'ui-spinner': SpinnerSection,
  'ui-visually-hidden': VisuallyHiddenSection,
  'ui-tokens': TokensSection,
};

export interface CatalogueSectionEntry extends CatalogueContentsEntry {
  Examples: ComponentType;
}

export const CATALOGUE_SECTIONS: readonly CatalogueSectionEntry[] = CATALOGUE_CONTENTS.map((entry) => ({
  ...entry,
  Examples: EXAMPLES[entry.id],
}));
