// The room-code field: cleans what is typed or pasted, joins on Enter once the code is complete (and
// says why not before), and clears the last join message as the code changes.
import { forwardRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cleanCodeInput, codeComplete, codeProblem } from '../code-format';
import { clearJoinProblem, showJoinProblem } from '../join-notice';

export interface CodeInputProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onSubmit: () => void;
}

export const CodeInput = forwardRef<HTMLInputElement, CodeInputProps>(function CodeInput(
  { value, onChange: setValue, onSubmit },
  ref,
) {
  const onChange = (next: string): void => {
    if (next !== value) clearJoinProblem();
    setValue(next);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>): void => {
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    onChange(cleanCodeInput(value.slice(0, start) + event.clipboardData.getData('text') + value.slice(end)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (codeComplete(value)) {
      onSubmit();
      return;
    }
    const problem = codeProblem(value);
    if (problem !== null) showJoinProblem('warning', problem);
  };
  return (
    <input
      ref={ref}
      id="room-code"
      className="code-input"
      type="text"
      inputMode="text"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      placeholder="code"
      aria-label="Room code"
      value={value}
      onChange={(event) => onChange(cleanCodeInput(event.target.value))}
      onPaste={onPaste}
      onKeyDown={onKeyDown}
    />
  );
});
