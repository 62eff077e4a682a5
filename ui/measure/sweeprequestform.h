#pragma once

#include "core/measure/measurementconfig.h"
#include "core/sweep/sweeprequest.h"
#include "core/util/result.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace IteraGpu::Ui {

// What a sweep is asked to do, as the Measure tab's sweep mode shows it: the dimension to vary, a
// list of values or a doubling range, bisect and its step, the local folder, and the program each
// point runs here (or the sweep's folder on a remote host). read() gives the request checked by
// core/sweep's rules, its problems naming the fields as they are labelled here.
class SweepRequestForm : public QWidget
{
    Q_OBJECT
public:
    explicit SweepRequestForm(QWidget *parent = nullptr);

    struct Read
    {
        SweepRequest request;
        QList<qint64> values; // as checkSweepRequest() gives them to the runner
        QString remoteFolder; // on a remote host: as typed, or the local folder's name
        bool doubling = false;
    };
    // The request for the form's configuration `fixed`, run by `backend`; `remote` asks for the
    // remote folder in place of the program. Makes nothing on disk.
    Result<Read> read(const MeasurementConfigText &fixed, const QString &backend, bool remote) const;
    void setRemote(bool remote); // the program's row here, the remote folder's row there
    void setEditable(bool editable); // off while a sweep or a single run goes on
    QString dimension() const;

    QComboBox *dimensionBox() const { return m_dimension; }
    QComboBox *valuesKindBox() const { return m_valuesKind; }
    QLineEdit *valuesEdit() const { return m_values; }
    QLineEdit *fromEdit() const { return m_from; }
    QLineEdit *toEdit() const { return m_to; }
    QCheckBox *bisectBox() const { return m_bisect; }
    QLineEdit *stepEdit() const { return m_step; }
    QLineEdit *folderEdit() const { return m_folder; }
    QLineEdit *programEdit() const { return m_program; }
    QLineEdit *remoteFolderEdit() const { return m_remoteFolder; }

protected:
    void changeEvent(QEvent *event) override;

private:
    enum Label // m_labels' order
    {
        DimensionLabel,
        ValuesLabel,
        FromLabel,
        ToLabel,
        StepLabel,
        FolderLabel,
        ProgramLabel,
        RemoteFolderLabel,
        LabelCount
    };
    void retranslate();
    void updateValueFields();
    QString label(QStringView key) const; // a field as labelled here, the form's as the form does

    bool m_editable = true;
    QComboBox *m_dimension;
    QComboBox *m_valuesKind;
    QLineEdit *m_values;
    QLineEdit *m_from;
    QLineEdit *m_to;
    QCheckBox *m_bisect;
    QLineEdit *m_step;
    QLineEdit *m_folder;
    QPushButton *m_chooseFolder;
    QLineEdit *m_program;
    QLineEdit *m_remoteFolder;
    QList<QLabel *> m_labels;
};

} // namespace IteraGpu::Ui
