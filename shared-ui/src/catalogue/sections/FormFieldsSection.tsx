import { useState } from 'react';
import { CardFields, Checkbox, Combobox, emptyCard, RadioGroup, Select, TextArea, TextField } from '../..';
import { ExampleGroup } from '../CatalogueSection';

const COUNTRIES = [
  { value: 'IT', label: 'Italy' },
  { value: 'ES', label: 'Spain' },
  { value: 'DE', label: 'Germany' },
];

const PRESENCE = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const APPOINTMENT_TYPES = [
  { value: 'store', label: 'In store' },
  { value: 'video', label: 'Video call' },
  { value: 'phone', label: 'Phone call', disabled: true },
];

// Enough towns for the list to be cut and to show the "keep typing" line; accents for the folded search.
const TOWNS = [
  'Bologna',
  'Cesena',
  'Cesenatico',
  'Faenza',
  'Ferrara',
  'Forlì',
  'Forlimpopoli',
  'Imola',
  'Modena',
  'Parma',
  'Piacenza',
  'Ravenna',
  'Reggio nell’Emilia',
  'Rimini',
  "Sant'Agata Bolognese",
].map((name) => ({ value: name, label: name }));
const TOWN_MESSAGES = {
  noMatch: 'No town matches what you typed.',
  moreMatches: (shown: number, total: number) => `${shown} of ${total} towns shown: keep typing to narrow the list.`,
};

// A <form> without a submit handler: the examples show the fields, they do not send anything.
export function FormFieldsSection() {
  return (
    <form className="ama-catalogue__form" aria-label="Form field examples" noValidate onSubmit={(event) => event.preventDefault()}>
      <ExampleGroup title="TextField">
        <div className="ama-catalogue__fields">
          <TextField label="Full name" autoComplete="name" required />
          <TextField label="Email" type="email" autoComplete="email" hint="We send the order summary here" />
          <TextField label="Email (with error)" type="email" defaultValue="maria@" error="The email entered is not valid" required />
          <TextField label="Phone" type="tel" autoComplete="tel" hint="With the country code, e.g. +39" />
          <TextField label="Date of birth" type="date" hint="Club members get a gift in their birthday month" />
        </div>
      </ExampleGroup>

      <ExampleGroup title="Select, Checkbox, RadioGroup">
        <div className="ama-catalogue__fields">
          <Select label="Country" placeholder="Choose a country" options={COUNTRIES} required />
          <Select label="Country (with error)" placeholder="Choose a country" options={COUNTRIES} error="Choose a country" />
          <Checkbox
            required
            label={
              <>
                I accept the <a href="#ui-form-fields">privacy policy</a>
              </>
            }
          />
          <Checkbox label="Gift wrapping" hint="Free, with a hand-written card" />
          <RadioGroup label="Will you attend?" name="catalogue-presence" options={PRESENCE} inline required />
          <RadioGroup label="Appointment type" name="catalogue-appointment" options={APPOINTMENT_TYPES} defaultValue="store" error="Phone calls are not available this week" />
        </div>
      </ExampleGroup>

      <ExampleGroup title="Combobox (a long list, filtered by typing)">
        <div className="ama-catalogue__fields">
          <Combobox label="Town" name="catalogue-town" options={TOWNS} maxShown={8} messages={TOWN_MESSAGES} hint="Try “forli”: accents are optional" required />
          <Combobox label="Town (with error)" options={TOWNS} messages={TOWN_MESSAGES} error="Please choose a town from the list" />
        </div>
      </ExampleGroup>

      <ExampleGroup title="TextArea with a counter">
        <div className="ama-catalogue__fields">
          <TextArea label="Engraving" maxLength={10} showCount rows={2} hint="Up to 10 characters, like the ring engraving" />
        </div>
      </ExampleGroup>

      <ExampleGroup title="CardFields (formatted as typed)">
        <div className="ama-catalogue__fields">
          <CardExample />
        </div>
      </ExampleGroup>
    </form>
  );
}

const CARD_LABELS = { legend: 'Card', cardNumber: 'Card number', expiry: 'Expiry', expiryPlaceholder: 'MM/YY', cvc: 'Security code', cardholderName: 'Name on the card' };

/** The caller keeps the card: the fields format what is typed and hand it back. */
function CardExample() {
  const [card, setCard] = useState(emptyCard);
  return <CardFields value={card} onChange={setCard} labels={CARD_LABELS} hints={{ cardNumber: 'Try 4242424242424242' }} namePrefix="catalogue-card-" />;
}
