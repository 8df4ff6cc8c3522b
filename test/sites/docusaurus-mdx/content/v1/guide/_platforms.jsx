import Steps from './_ios-steps.md';
import Phone from '@site/static/img/diagram.svg';

export function IOSSteps() {
  return (
    <section className="ios">
      <Phone width={32} />
      <Steps />
    </section>
  );
}
