import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { initI18n } from '../i18n/i18n';
import { DateField } from './date-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

beforeAll(() => {
  initI18n('en');
});

describe('TextField', () => {
  it('ties the label, hint and error to the input', () => {
    render(
      <TextField label="Email" hint="We send your certificate here." error="Please enter a valid email" />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send your certificate here. Please enter a valid email');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please enter a valid email');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('has no error wiring when valid', () => {
    render(<TextField label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField label="First name" value={value} onChange={(e) => setValue(e.target.value)} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.type(screen.getByLabelText('First name'), 'Aisyah');
    expect(screen.getByRole('status')).toHaveTextContent('Aisyah');
  });

  it('binds to Formik by name and shows the error once touched', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <Formik
        initialValues={{ email: '', dob: '', gender: '' }}
        validate={(values) => (values.email.includes('@') ? {} : { email: 'Please enter a valid email' })}
        onSubmit={onSubmit}
      >
        <Form noValidate>
          <TextField name="email" label="Email" type="email" />
          <DateField name="dob" label="Date of birth" max="2025-01-01" />
          <SelectField
            name="gender"
            label="Gender"
            placeholder="Select"
            options={[
              { value: 'male', label: 'Male' },
              { value: 'female', label: 'Female' },
            ]}
          />
          <button type="submit">Continue</button>
        </Form>
      </Formik>,
    );
    const email = screen.getByLabelText('Email');
    await user.type(email, 'aisyah');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email');
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, '@teduh.my');
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    const dob = screen.getByLabelText('Date of birth');
    expect(dob).toHaveAttribute('type', 'date');
    await user.type(dob, '1990-05-17');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'aisyah@teduh.my', dob: '1990-05-17', gender: 'female' },
      expect.anything(),
    );
  });
});
