import plateUrl from './kestrel.svg?url';

export default function Plate() {
  return <img className="plate" src={plateUrl} alt="A kestrel plate" />;
}
