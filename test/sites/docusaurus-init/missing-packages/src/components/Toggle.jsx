import styled from '@emotion/styled';
import { css } from '@emotion/react';
import { atom, useAtom } from 'jotai';
import Uploader from '@uppy/core';
import Dashboard from '@uppy/dashboard';
import { useFileInput, useUppyState } from '@uppy/react';

const Box = styled.div`
  padding: 4px;
`;
const Label = styled('span')`
  color: red;
`;
const onAtom = atom(false);
const extra = css`
  margin: 0;
`;

export default function Toggle({ children }) {
  const [on, setOn] = useAtom(onAtom);
  setOn(true);
  // A class of the missing package, constructed and chained at render time.
  const uploader = new Uploader({ autoProceed: false }).use(Dashboard, { inline: true });
  uploader.on('complete', () => {});
  const { getInputProps } = useFileInput();
  // A value read from the missing package's state is used as a list.
  const files = useUppyState(uploader, (state) => state.files);
  return (
    <Box className={String(Boolean(extra))}>
      <input hidden {...getInputProps()} />
      {files.map((f) => (
        <i key={f}>{f}</i>
      ))}
      <Label>{on ? 'on' : 'off'}</Label> {children}
    </Box>
  );
}
