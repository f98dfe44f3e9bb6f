// WheelGuard: a combo box, spin box or slider changes under the wheel only when it has focus;
// otherwise the wheel scrolls the panel around it, as a user scrolling the weights panel means.
#include "TestSupport.h"

#include "WheelGuard.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QWheelEvent>

using namespace cg;

class TestWheelGuard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void aWheelOverAnUnfocusedBoxScrollsThePanelInstead_data();
    void aWheelOverAnUnfocusedBoxScrollsThePanelInstead();
    void aFocusedBoxStillTakesTheWheel();
    void installingTwiceIsOneFilter();

private:
    struct Panel
    {
        QScrollArea area;
        QComboBox *combo = nullptr;
        QSpinBox *spin = nullptr;
        QSlider *slider = nullptr;
        QLineEdit *search = nullptr; ///< has the focus: none of the three does
        Panel();
    };
    /// One notch of the wheel (120 eighths of a degree), downwards, over `w`'s centre.
    static void wheel(QWidget *w);
    static int valueOf(QWidget *w);
};

TestWheelGuard::Panel::Panel()
{
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    search = new QLineEdit;
    layout->addWidget(search);
    combo = new QComboBox;
    combo->addItems({ QStringLiteral("Count at a prior"), QStringLiteral("Renormalise"), QStringLiteral("Third") });
    spin = new QSpinBox;
    spin->setRange(0, 100);
    spin->setValue(10);
    slider = new QSlider(Qt::Horizontal);
    slider->setRange(0, 100);
    slider->setValue(35);
    layout->addWidget(combo);
    layout->addWidget(spin);
    layout->addWidget(slider);
    layout->addSpacing(2000); // taller than the area: it can scroll
    area.setWidget(content);
    area.setWidgetResizable(true);
    area.resize(300, 200);
    area.show();
}

void TestWheelGuard::initTestCase()
{
    cgtest::initHermetic();
    WheelGuard::install();
}

void TestWheelGuard::wheel(QWidget *w)
{
    const QPointF local(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent e(local, w->mapToGlobal(local), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &e);
}

int TestWheelGuard::valueOf(QWidget *w)
{
    if (auto *c = qobject_cast<QComboBox *>(w))
        return c->currentIndex();
    if (auto *s = qobject_cast<QSpinBox *>(w))
        return s->value();
    return qobject_cast<QSlider *>(w)->value();
}

void TestWheelGuard::aWheelOverAnUnfocusedBoxScrollsThePanelInstead_data()
{
    QTest::addColumn<int>("which");
    QTest::newRow("the missing-data combo box keeps its choice") << 0;
    QTest::newRow("the prior-points spin box keeps its value") << 1;
    QTest::newRow("a weight slider keeps its value") << 2;
}

void TestWheelGuard::aWheelOverAnUnfocusedBoxScrollsThePanelInstead()
{
    QFETCH(int, which);
    Panel p;
    QVERIFY(QTest::qWaitForWindowExposed(&p.area));
    p.search->setFocus();
    QWidget *target = QList<QWidget *> { p.combo, p.spin, p.slider }.at(which);
    QCOMPARE(target->focusPolicy(), Qt::StrongFocus); // a wheel never gives it focus
    QVERIFY(!target->hasFocus());
    const int before = valueOf(target);
    QCOMPARE(p.area.verticalScrollBar()->value(), 0);
    wheel(target);
    QCOMPARE(valueOf(target), before);
    QVERIFY2(p.area.verticalScrollBar()->value() > 0, "the panel scrolled instead");
}

void TestWheelGuard::aFocusedBoxStillTakesTheWheel()
{
    Panel p;
    p.area.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&p.area));
    p.combo->setFocus();
    QTRY_VERIFY(p.combo->hasFocus());
    wheel(p.combo);
    QCOMPARE(p.combo->currentIndex(), 1); // the user chose to turn it
    QCOMPARE(p.area.verticalScrollBar()->value(), 0);
}

void TestWheelGuard::installingTwiceIsOneFilter()
{
    WheelGuard::install();
    QCOMPARE(qApp->findChildren<WheelGuard *>(QString(), Qt::FindDirectChildrenOnly).size(), 1);
}

QTEST_MAIN(TestWheelGuard)
#include "tst_wheelguard.moc"
