import { useEffect, useRef, type HTMLAttributes } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import { classNames } from '../lib/classNames';
import { useControllableState } from '../lib/useControllableState';
import type { ComboboxOption } from './combobox-filter';
import { describedByIds, Field, type FieldTextProps } from './Field';
import { useCombobox } from './useCombobox';
import { useFieldIds } from './useFieldIds';
import './combobox.css';

export type { ComboboxOption } from './combobox-filter';

/** The combobox's own sentences, already translated by the caller (shared-ui has no texts of its own). */
export interface ComboboxMessages {
  /** Shown when nothing matches what was typed. */
  noMatch: string;
  /** Shown under the list when more options match than it shows, e.g. "50 of 1,507 shown: keep typing". */
  moreMatches: (shown: number, total: number) => string;
}

export interface ComboboxProps extends FieldTextProps {
  options: readonly ComboboxOption[];
  /** The chosen option's value, '' for none (controlled); or `defaultValue` and let it keep its own. */
  value?: string;
  defaultValue?: string;
  /** Called with the newly chosen value ('' when the field no longer names an option). */
  onValueChange?: (value: string) => void;
  messages: ComboboxMessages;
  /** The form field's name: the chosen value (not the text shown) is what a form submission carries. */
  name?: string;
  id?: string;
  className?: string;
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** At most this many options are drawn at once (a long list is narrowed by typing). */
  maxShown?: number;
  'aria-describedby'?: string;
}

/**
 * A text field that filters a long list as the shopper types (a town among thousands), following the
 * WAI-ARIA 1.2 combobox pattern with a listbox popup. For a short list, Select (the phone's own picker)
 * is better. The options are drawn only while the list is open, so a server-rendered page carries the
 * chosen text alone and hydrates as it was drawn.
 */
export function Combobox(props: ComboboxProps) {
  const { label, hint, error, required, options, messages, name, id, className, placeholder, disabled, autoComplete, inputMode, maxShown = 50 } = props;
  const ids = useFieldIds(id);
  const labelId = `${ids.controlId}-label`;
  const listboxId = `${ids.controlId}-listbox`;
  const [value, setValue] = useControllableState(props.value, props.defaultValue ?? '', props.onValueChange);
  const box = useCombobox({ options, value, setValue, maxShown, disabled });
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLUListElement>(null);
  const { shown, total } = box.matches;
  const expanded = box.open && shown.length > 0;
  const optionId = (index: number) => `${listboxId}-${index}`;
  const note = !box.open ? '' : total === 0 ? messages.noMatch : total > shown.length ? messages.moreMatches(shown.length, total) : '';

  useEffect(() => {
    if (box.activeIndex === -1) return;
    // jsdom has no scrollIntoView; browsers keep the active option in sight of the arrows.
    listboxRef.current?.children[box.activeIndex]?.scrollIntoView?.({ block: 'nearest' });
  }, [box.activeIndex]);

  return (
    <Field label={label} hint={hint} error={error} required={required} {...ids} labelId={labelId} className={classNames('ama-combobox', className)}>
      <div className="ama-combobox__box" onBlur={box.onBlur}>
        <input
          ref={inputRef}
          id={ids.controlId}
          type="text"
          role="combobox"
          className="ama-field__control ama-combobox__input"
          value={box.text}
          placeholder={placeholder}
          disabled={disabled}
          required={required}
          autoComplete={autoComplete}
          inputMode={inputMode}
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={box.activeIndex === -1 ? undefined : optionId(box.activeIndex)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds(ids, Boolean(hint), Boolean(error), props['aria-describedby'])}
          onChange={(event) => box.onInput(event.target.value, document.activeElement === event.target)}
          onKeyDown={box.onKeyDown}
          onClick={box.openList}
        />
        <ChevronDown className="ama-combobox__icon" size={16} aria-hidden="true" />
        {/* Pressing in the list must not take the focus from the field (and close the list) first. */}
        <div className={classNames('ama-combobox__popup', box.open && 'ama-combobox__popup--open')} onMouseDown={(event) => event.preventDefault()}>
          <ul ref={listboxRef} id={listboxId} role="listbox" aria-labelledby={labelId} tabIndex={-1} hidden={!expanded} className="ama-combobox__listbox">
            {expanded &&
              shown.map((option, index) => (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === box.activeIndex}
                  className={classNames('ama-combobox__option', option.value === value && 'ama-combobox__option--chosen')}
                  onClick={() => {
                    box.choose(option);
                    inputRef.current?.focus();
                  }}
                >
                  <span>{option.label}</span>
                  {option.value === value && <Check size={16} aria-hidden="true" />}
                </li>
              ))}
          </ul>
          {/* Always in the page, so that a screen reader reads its sentence when one appears. */}
          <p role="status" className="ama-combobox__note">
            {note}
          </p>
        </div>
        {name !== undefined && (
          // What a form submission carries: the value, not the text shown (and nothing when disabled, as a
          // select). Not type="hidden", so that code focusing a field by its name (the first field with a
          // problem) can, and is passed on to the field.
          <input
            className="ama-combobox__value"
            name={name}
            value={value}
            disabled={disabled}
            readOnly
            tabIndex={-1}
            aria-hidden="true"
            autoComplete="off"
            onFocus={() => inputRef.current?.focus()}
          />
        )}
      </div>
    </Field>
  );
}
