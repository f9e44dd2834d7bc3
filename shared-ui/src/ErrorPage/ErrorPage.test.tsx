import { render, screen } from '@testing-library/react';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('shows the status, the message as the page heading, the description and a link home', () => {
    render(<ErrorPage status={404} message="Page not found" description="/en/no-such-page?x=1" homeHref="/en" homeLabel="Back to home" />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/en/no-such-page?x=1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  });
});
