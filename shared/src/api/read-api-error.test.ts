import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import i18next from 'i18next';
import { initI18n } from '../i18n/i18n';
import { readApiError } from './read-api-error';

function axiosErrorWith(data: unknown, status = 400): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { data, status, statusText: '', headers: {}, config };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
}

beforeAll(() => {
  initI18n('en');
});

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('readApiError', () => {
  it('errors: the title is the response message and the text the first error message', () => {
    const error = axiosErrorWith({
      message: 'Validation failed',
      errors: [{ message: 'E-mail is taken' }, { message: 'x' }],
    });
    expect(readApiError(error)).toEqual({ title: 'Validation failed', text: 'E-mail is taken' });
  });

  it('errors as a field map of the older API', () => {
    const error = axiosErrorWith({
      message: 'Invalid input',
      errors: { email: ['E-mail is taken'], phone: ['Invalid Phone Number'] },
    });
    expect(readApiError(error)).toEqual({ title: 'Invalid input', text: 'E-mail is taken' });
  });

  it('our API shape: the text is errors.detail', () => {
    const error = axiosErrorWith({ errors: { code: 'email_taken', detail: 'E-mail is taken' } });
    expect(readApiError(error)).toEqual({ title: 'Error', text: 'E-mail is taken' });
  });

  it('our API shape without detail: the text is the first field message', () => {
    const error = axiosErrorWith({
      errors: { code: 'validation_failed', fields: { postcode: ['Postcode needs to be 5 digits'] } },
    });
    expect(readApiError(error)).toEqual({ title: 'Error', text: 'Postcode needs to be 5 digits' });
  });

  it('our API shape with neither: the generic text', () => {
    expect(readApiError(axiosErrorWith({ errors: { code: 'x' } }))).toEqual({
      title: 'Error',
      text: 'An error has occurred',
    });
  });

  it('message: Error and the message', () => {
    expect(readApiError(axiosErrorWith({ message: 'Unknown middleware' }, 500))).toEqual({
      title: 'Error',
      text: 'Unknown middleware',
    });
  });

  it('detail: Error and the detail', () => {
    expect(readApiError(axiosErrorWith({ detail: 'Not found.' }, 404))).toEqual({
      title: 'Error',
      text: 'Not found.',
    });
  });

  it('anything else: Error and An error has occurred', () => {
    expect(readApiError(axiosErrorWith('<html>Bad gateway</html>', 502))).toEqual({
      title: 'Error',
      text: 'An error has occurred',
    });
    expect(readApiError(new AxiosError('Network Error', 'ERR_NETWORK'))).toEqual({
      title: 'Error',
      text: 'An error has occurred',
    });
    expect(readApiError(new TypeError('x is undefined'))).toEqual({
      title: 'Error',
      text: 'An error has occurred',
    });
    expect(readApiError(undefined)).toEqual({ title: 'Error', text: 'An error has occurred' });
  });

  it('reads a response body passed directly', () => {
    expect(readApiError({ detail: 'Token is invalid' })).toEqual({
      title: 'Error',
      text: 'Token is invalid',
    });
  });

  it('translates the fixed words', async () => {
    await i18next.changeLanguage('ms');
    expect(readApiError(undefined)).toEqual({ title: 'Ralat', text: 'Ralat telah berlaku' });
    expect(readApiError(axiosErrorWith({ detail: 'Tidak dijumpai.' }))).toEqual({
      title: 'Ralat',
      text: 'Tidak dijumpai.',
    });
  });
});
