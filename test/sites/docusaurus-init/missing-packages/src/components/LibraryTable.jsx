import { useEffect, useRef } from 'react';
import { Grid } from 'gridjs';

// A widget built at render and drawn into the page in an effect (in the browser only).
export default function LibraryTable() {
  const ref = useRef(null);
  const grid = new Grid({ columns: ['Name'], data: [['Quill']] });
  useEffect(() => {
    grid.render(ref.current);
  });
  return <div ref={ref} className="library-table" />;
}
