import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { formatMoney } from '../domain/money';
import { initI18n } from '../i18n/i18n';
import { Slider } from './slider';

beforeAll(() => {
  initI18n('en');
});

function SumInsured({
  onChange,
  onCommit,
}: {
  onChange: (v: number) => void;
  onCommit: (v: number) => void;
}) {
  const [value, setValue] = useState(50_000);
  return (
    <Slider
      label="Sum covered"
      min={50_000}
      max={500_000}
      step={25_000}
      value={value}
      valueText={(v) => formatMoney(v * 100, { omitZeroSen: true })}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      onCommit={onCommit}
    />
  );
}

function setup() {
  const onChange = jest.fn();
  const onCommit = jest.fn();
  render(<SumInsured onChange={onChange} onCommit={onCommit} />);
  return { onChange, onCommit, slider: screen.getByRole('slider', { name: 'Sum covered' }) };
}

describe('Slider', () => {
  it('reports every step while dragging and commits once on release', () => {
    const { onChange, onCommit, slider } = setup();
    fireEvent.pointerDown(slider);
    fireEvent.input(slider, { target: { value: '75000' } });
    fireEvent.input(slider, { target: { value: '100000' } });
    fireEvent.input(slider, { target: { value: '125000' } });
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onCommit).not.toHaveBeenCalled();

    fireEvent.pointerUp(slider);
    // Browsers also fire the native change event on release: still one commit.
    fireEvent.change(slider, { target: { value: '125000' } });
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(125_000);
    expect(slider).toHaveAttribute('aria-valuetext', 'RM125,000');
  });

  it('commits a keyboard change when the key is released, not on each repeat', () => {
    const { onCommit, slider } = setup();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.input(slider, { target: { value: '75000' } });
    fireEvent.change(slider, { target: { value: '75000' } });
    fireEvent.keyDown(slider, { key: 'ArrowRight', repeat: true });
    fireEvent.input(slider, { target: { value: '100000' } });
    fireEvent.change(slider, { target: { value: '100000' } });
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.keyUp(slider, { key: 'ArrowRight' });
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(100_000);
  });

  it('commits a click on the track, and not a release that changed nothing', () => {
    const { onCommit, slider } = setup();
    fireEvent.pointerDown(slider);
    fireEvent.pointerUp(slider);
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.pointerDown(slider);
    fireEvent.input(slider, { target: { value: '300000' } });
    fireEvent.pointerUp(slider);
    expect(onCommit).toHaveBeenCalledWith(300_000);
  });

  it('does not move or commit when disabled', () => {
    const onCommit = jest.fn();
    render(<Slider label="Sum covered" min={0} max={10} value={5} disabled onCommit={onCommit} />);
    const slider = screen.getByRole('slider', { name: 'Sum covered' });
    expect(slider).toBeDisabled();
    fireEvent.pointerUp(slider);
    expect(onCommit).not.toHaveBeenCalled();
  });
});
