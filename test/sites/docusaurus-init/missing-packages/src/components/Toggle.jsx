import styled from '@emotion/styled';
import { css } from '@emotion/react';
import { atom, useAtom } from 'jotai';

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
  return (
    <Box className={String(Boolean(extra))}>
      <Label>{on ? 'on' : 'off'}</Label> {children}
    </Box>
  );
}
