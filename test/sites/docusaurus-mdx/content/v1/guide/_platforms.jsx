import Steps from './_ios-steps.md';

export function IOSSteps() {
  return (
    <section className="ios">
      <Steps />
    </section>
  );
}
